/**
 * The production log destination (buffered, asynchronous, one Buffer per line) loses nothing and
 * mangles nothing: every line, multi-byte text included, reaches stdout once and in order, also
 * when the process exits with lines still in the buffer.
 */
import { execFile, spawn } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { LOG_FLUSH_MS } from '#server/logger.ts';

const LOGGER = join(__dirname, '../../server/src/logger.ts');

describe('production log destination', () => {
  it('writes every line once, in order, and flushes the rest on exit', async () => {
    const script = `
      const { bufferedStdout } = await import(${JSON.stringify(LOGGER)});
      const out = bufferedStdout();
      for (let i = 0; i < 3000; i++) out.write(JSON.stringify({ i, msg: 'Überweisung – 映画 ' + 'x'.repeat(i % 50) }) + '\\n');
      process.exit(0);
    `;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(3000);
    lines.forEach((line, i) => expect(JSON.parse(line)).toEqual({ i, msg: `Überweisung – 映画 ${'x'.repeat(i % 50)}` }));
  });
});

describe('production log destination on a quiet server', () => {
  it('writes a lone line within LOG_FLUSH_MS, while the process keeps running', async () => {
    const script = `
      const { bufferedStdout } = await import(${JSON.stringify(LOGGER)});
      const out = bufferedStdout();
      out.write(JSON.stringify({ msg: 'one quiet line' }) + '\\n');
      setTimeout(() => {}, 10_000);
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const started = Date.now();
      const line = await new Promise<string>((resolve, reject) => {
        child.stdout.setEncoding('utf8');
        child.stdout.once('data', (chunk: string) => resolve(chunk));
        child.once('exit', (code) => reject(new Error(`the process exited (${code}) before writing its line`)));
      });
      expect(JSON.parse(line)).toEqual({ msg: 'one quiet line' });
      // Well under the process's 10 s, and nowhere near a buffer's worth of lines.
      expect(Date.now() - started).toBeLessThan(LOG_FLUSH_MS + 4_000);
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill();
    }
  });
});
