/**
 * Finds the Chromium the browser tests use (the decisions are in chromium-finder.ts):
 * `locateChromium` only looks (playwright.config.ts); `provideChromium` may also install one
 * (`npm test`, before its browser stage).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumStep, INSTALL_COMMANDS, SOURCE_NAMES, type ChromiumInstall, type ChromiumProbe } from './chromium-finder';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The flags every browser this project starts gets (tests, audits, screenshots): no sandbox (root in
 * CI), no GPU, and none of Chromium's own background traffic, which a closed network refuses.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function probeChromium(env: NodeJS.ProcessEnv = process.env): ChromiumProbe {
  const configured = env.CHROMIUM_PATH?.trim();
  let playwright: string | undefined;
  try {
    playwright = chromium.executablePath();
  } catch {
    // No Playwright build for this platform: nothing of its own to use.
  }
  return {
    configured: configured ? { path: configured, exists: fs.existsSync(configured) } : undefined,
    debian: fs.existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined,
    playwright: playwright && fs.existsSync(playwright) ? playwright : undefined,
  };
}

/** The browser to use now, without installing anything; undefined when there is none. */
export function locateChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const step = chromiumStep(probeChromium(env), ['playwright', 'apt'], false);
  return step.action === 'use' ? step.path : undefined;
}

function aptAsRoot(): boolean {
  return process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
}

function install(how: ChromiumInstall, say: (line: string) => void): void {
  say(`Chromium: none found, trying \`${INSTALL_COMMANDS[how]}\`...`);
  const env: NodeJS.ProcessEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Give up on an unreachable download host in 30 s rather than Playwright's default minute per try.
  env.PLAYWRIGHT_DOWNLOAD_CONNECTION_TIMEOUT ??= '30000';
  const run = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'inherit', env, timeout: 15 * 60_000 }).status === 0;
  if (how === 'playwright') run(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['playwright', 'install', 'chromium']);
  else if (run('apt-get', ['update', '-qq'])) run('apt-get', ['install', '-y', '-qq', 'chromium']);
}

/**
 * The browser to use, installing one when there is none (and saying which it did), or the one
 * message that tells how to get one.
 */
export function provideChromium(say: (line: string) => void): { path: string } | { message: string } {
  const tried: ChromiumInstall[] = [];
  const canApt = aptAsRoot();
  for (;;) {
    const step = chromiumStep(probeChromium(), tried, canApt);
    if (step.action === 'use') {
      const how = tried.length ? `installed with \`${INSTALL_COMMANDS[tried.at(-1)!]}\`` : 'found';
      say(`Chromium: ${SOURCE_NAMES[step.source]}, ${how}: ${step.path}`);
      return { path: step.path };
    }
    if (step.action === 'stop') return { message: step.message };
    install(step.how, say);
    tried.push(step.how);
  }
}
