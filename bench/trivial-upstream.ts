/**
 * The bench's second upstream: a bare Node http server that answers every call with one fixed,
 * small JSON body, so a run through it measures the two proxies and nothing of an upstream's own
 * work (no Express, no journal, no lookup of a recorded answer). It stands in for the three
 * upstreams (`/main`, `/cloud`, `/rd`) and keeps just enough of the main API's rules for a
 * session to work through it:
 *
 * - every request must carry the app key (`Authorization: Bearer <APP_KEY>`), else 401;
 * - POST .../auth/login hands out one fixed pair of tokens (in `x-access-token` and
 *   `x-refresh-token`, as the main API does) with the account as its body;
 * - a request carrying an access token must carry that one, else 401; GET .../auth/account and
 *   .../auth/verify must carry one.
 *
 * So the site signs in, verifies and calls /auth/account as it would on the mock, the peer's
 * signed-in call passes the same token (bench/sign-in.ts), and a proxy that dropped the app key
 * or the token would be answered 401, which the bench counts as an error.
 *
 * Started as its own process, pinned to the load generator's core:
 * `node --import tsx bench/trivial-upstream.ts` with APP_KEY set; prints
 * `{"msg":"trivial-upstream-listening","port":…}`.
 */
import http from 'node:http';
import { HEADER } from '#contract/protocol.ts';
import { startNode, type MockUrls } from './processes';

/** The one body every successful call gets: an account, which is also what sign-in needs. */
export const TRIVIAL_BODY = Buffer.from(JSON.stringify({ email: 'verified@example.com', username: 'bench', isVerified: true }));
export const TRIVIAL_TOKENS = { access: 'bench-trivial-access-token', refresh: 'bench-trivial-refresh-token' } as const;
const REFUSED = Buffer.from(JSON.stringify({ message: 'Unauthorized' }));

const JSON_TYPE = 'application/json; charset=utf-8';

/** What the trivial upstream answers a request: status, extra headers and body. */
export function trivialAnswer(
  req: Pick<http.IncomingMessage, 'method' | 'url' | 'headers'>,
  appKey: string,
): { status: number; headers: Record<string, string>; body: Buffer } {
  const refused = { status: 401, headers: {}, body: REFUSED };
  if (req.headers.authorization !== `Bearer ${appKey}`) return refused;
  const path = (req.url ?? '').split('?')[0]!;
  if (req.method === 'POST' && path.endsWith('/auth/login')) {
    return {
      status: 200,
      headers: { [HEADER.accessToken]: TRIVIAL_TOKENS.access, [HEADER.refreshToken]: TRIVIAL_TOKENS.refresh },
      body: TRIVIAL_BODY,
    };
  }
  const token = req.headers[HEADER.accessToken];
  const needsToken = path.endsWith('/auth/account') || path.endsWith('/auth/verify');
  if ((token === undefined && needsToken) || (token !== undefined && token !== TRIVIAL_TOKENS.access)) return refused;
  return { status: 200, headers: {}, body: TRIVIAL_BODY };
}

export function startTrivialUpstream(appKey: string, port = 0): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const { status, headers, body } = trivialAnswer(req, appKey);
    // A request body (the login's) is read to its end so the connection can carry the next request.
    req.resume();
    req.once('end', () => {
      res.writeHead(status, { 'content-type': JSON_TYPE, 'content-length': body.length, ...headers });
      res.end(body);
    });
  });
  // As the mock and the replaying front do: idle connections kept 65 s, so neither proxy reuses one just closed.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** Starts the trivial upstream as its own process on `core`; resolves with the three upstream URLs for the site. */
export async function startTrivialFront(appKey: string, core = 1): Promise<MockUrls> {
  const started = await startNode(
    ['--import', 'tsx', 'bench/trivial-upstream.ts'],
    { APP_KEY: appKey },
    'trivial-upstream-listening',
    core,
  );
  const origin = `http://127.0.0.1:${started.line.port as number}`;
  return { main: `${origin}/main`, cloud: `${origin}/cloud`, rd: `${origin}/rd` };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  void startTrivialUpstream(process.env.APP_KEY!).then((server) => {
    const address = server.address();
    process.stdout.write(
      `${JSON.stringify({ msg: 'trivial-upstream-listening', port: typeof address === 'object' && address ? address.port : 0 })}\n`,
    );
    process.on('SIGTERM', () => server.close(() => process.exit(0)));
  });
}
