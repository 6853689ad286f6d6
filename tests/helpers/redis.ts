/**
 * A real Redis for tests (never a stand-in): Debian's redis-server on a free loopback port, with
 * persistence off. Where no redis-server is installed the tests that need it are skipped with
 * the reason printed, unless REQUIRE_REDIS=1 (CI sets it), where that is a failure instead.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

/** Why Redis tests cannot run here (undefined: they can). Throws when REQUIRE_REDIS=1 and they cannot. */
export function redisUnavailableReason(): string | undefined {
  if (fs.existsSync(REDIS_SERVER)) return undefined;
  const reason = `no redis-server at ${REDIS_SERVER} (install Debian's redis-server package, or set REDIS_SERVER)`;
  if (process.env.REQUIRE_REDIS === '1') throw new Error(`REQUIRE_REDIS=1 but ${reason}`);
  console.warn(`Skipping the Redis tests: ${reason}`);
  return reason;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RedisServer {
  url: string;
  port: number;
  /** Stops the server (SIGTERM, then waits for the exit). */
  stop: () => Promise<void>;
  /** Starts it again on the same port, empty. */
  start: () => Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open, nothing answers, as with an overloaded Redis. */
  pause: () => void;
  /** Unfreezes it (SIGCONT). */
  resume: () => void;
}

function launch(port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'no'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const output: string[] = [];
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`redis-server did not start in 10 s:\n${output.join('')}`));
    }, 10_000);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes('Ready to accept connections')) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${output.join('')}`));
    });
  });
}

export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined = await launch(port);
  const server: RedisServer = {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        const running = child;
        child = undefined;
        if (!running || running.exitCode !== null || running.signalCode !== null) return resolve();
        running.removeAllListeners('exit');
        running.once('exit', () => resolve());
        running.kill('SIGTERM');
      }),
    start: async () => {
      if (child) return;
      child = await launch(port);
    },
    pause: () => {
      child?.kill('SIGSTOP');
    },
    resume: () => {
      child?.kill('SIGCONT');
    },
  };
  return server;
}
