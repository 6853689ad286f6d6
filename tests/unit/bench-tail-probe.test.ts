/**
 * bench/tail.ts reads what bench/tail-probe.ts writes from inside a measured server: on SIGUSR2,
 * one JSON line with the event loop's delay and the GC pauses by kind since the last signal.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

const PROBE = path.join(__dirname, '../../bench/tail-probe.ts');

it('writes the loop delay and the scavenges of a server that allocates, on SIGUSR2', async () => {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tail-probe-')), 'out.jsonl');
  // A stand-in server: allocates young garbage on a timer, so scavenges happen.
  const script = 'let keep; setInterval(() => { for (let i = 0; i < 2e4; i++) keep = { i, s: "x" + i }; }, 1); console.log("ready")';
  const child = spawn(process.execPath, ['--import', PROBE, '-e', script], {
    env: { ...process.env, TAIL_OUT: out, TAIL_LABEL: 'test' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  await new Promise((resolve) => setTimeout(resolve, 300));
  child.kill('SIGUSR2');
  await new Promise((resolve) => setTimeout(resolve, 200));
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  const line = JSON.parse(fs.readFileSync(out, 'utf8').trim()) as {
    label: string;
    seconds: number;
    loopDelayMs: Record<string, number>;
    gc: Record<string, { n: number; ms: number; maxMs: number }>;
  };
  expect(line.label).toBe('test');
  expect(line.seconds).toBeGreaterThan(0.2);
  expect(Object.keys(line.loopDelayMs)).toEqual(['p50', 'p90', 'p99', 'max']);
  expect(line.loopDelayMs.p99).toBeGreaterThan(0);
  expect(line.gc.scavenge?.n).toBeGreaterThan(0);
});
