/**
 * The upstream the proxies talk to in `npm run bench`: mock-upstream behind a small replaying
 * front. A GET on one of the measured paths (REPLAY_PATHS) is answered from the mock's own earlier
 * 200 answer to the same request (same path, same app key, same access token); every other
 * request goes to the mock as it came, and its answer comes back as the mock gave it.
 *
 * Why: mock-upstream is an Express app with a request journal, ~65–90 µs of CPU per call. On the
 * bench's two cores the mock and the load generator share one: at ~10,000 proxied calls a second
 * that core was full before the measured server's, every request queued in the mock, and the
 * figures measured the mock (docs/decisions/0015-bench-replaying-front.md). A replayed
 * answer costs a fraction of that, so the measured server is the bottleneck again. Site and
 * baseline talk to the same front in the same run.
 *
 * Started as its own process: `node --import tsx bench/replay-upstream.ts` with MOCK_ORIGIN and
 * REPLAY_PATHS set; prints `{"msg":"replay-upstream-listening","port":…}`.
 */
import http from 'node:http';
import { startNode, type MockUrls } from './processes';

/** What identifies a replayable request: the path and every credential the mock reads. */
export function replayKey(req: Pick<http.IncomingMessage, 'method' | 'url' | 'headers'>, paths: ReadonlySet<string>): string | undefined {
  if (req.method !== 'GET' || !paths.has(req.url ?? '')) return undefined;
  const token = req.headers['x-access-token'];
  return `${req.url} ${req.headers.authorization ?? ''} ${typeof token === 'string' ? token : ''}`;
}

/** Connection-level headers are the front's own; everything else is replayed as the mock sent it. */
const HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);

export interface Recorded {
  status: number;
  headers: string[];
  body: Buffer;
}

/** Keeps a 200 answer's headers (minus connection-level ones) and body, for replaying. */
export function record(status: number, rawHeaders: string[], body: Buffer): Recorded {
  const headers: string[] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    if (!HOP.has(name.toLowerCase())) headers.push(name, rawHeaders[i + 1]!);
  }
  return { status, headers, body };
}

export function startReplayUpstream(mockOrigin: string, paths: ReadonlySet<string>, port = 0): Promise<http.Server> {
  const target = new URL(mockOrigin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const answers = new Map<string, Recorded>();

  const server = http.createServer((req, res) => {
    const key = replayKey(req, paths);
    const known = key === undefined ? undefined : answers.get(key);
    if (known) {
      res.writeHead(known.status, known.headers);
      res.end(known.body);
      return;
    }
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          const kept = record(answer.statusCode ?? 502, answer.rawHeaders, body);
          if (key !== undefined && kept.status === 200) answers.set(key, kept);
          res.writeHead(kept.status, kept.headers);
          res.end(body);
        });
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  // Idle connections are kept as long as the mock keeps them (65 s): with Node's default 5 s, a
  // client reusing a socket the front had just closed got a reset (the baseline answered 502s).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/**
 * Starts the front as its own process on `core` (the mock's), replaying GETs of `paths` on the
 * main API; resolves with the three upstream URLs as the site should be given them.
 */
export async function startReplayFront(mockUrls: MockUrls, paths: string[], core = 1): Promise<MockUrls> {
  const { origin, pathname: base } = new URL(mockUrls.main);
  const front = await startNode(
    ['--import', 'tsx', 'bench/replay-upstream.ts'],
    { MOCK_ORIGIN: origin, REPLAY_PATHS: paths.map((p) => `${base}${p}`).join(',') },
    'replay-upstream-listening',
    core,
  );
  const frontOrigin = `http://127.0.0.1:${front.line.port as number}`;
  const swap = (url: string) => `${frontOrigin}${url.slice(origin.length)}`;
  return { main: swap(mockUrls.main), cloud: swap(mockUrls.cloud), rd: swap(mockUrls.rd) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const paths = new Set((process.env.REPLAY_PATHS ?? '').split(',').filter(Boolean));
  void startReplayUpstream(process.env.MOCK_ORIGIN!, paths).then((server) => {
    const address = server.address();
    process.stdout.write(
      `${JSON.stringify({ msg: 'replay-upstream-listening', port: typeof address === 'object' && address ? address.port : 0 })}\n`,
    );
    process.on('SIGTERM', () => server.close(() => process.exit(0)));
  });
}
