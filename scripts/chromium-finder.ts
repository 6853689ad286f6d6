/**
 * Which Chromium the browser tests use, and what to do when there is none: the decisions only,
 * with no file system and no installs, so they can be tested alone (scripts/chromium.ts looks
 * and installs; `npm test` and playwright.config.ts ask it).
 *
 * Order: CHROMIUM_PATH when set, Debian's chromium, Playwright's own. With none of them, first
 * `npx playwright install chromium`; where that cannot download and apt-get is usable as root,
 * Debian's chromium package; then one message naming the two ways to get a browser.
 */

export type ChromiumSource = 'CHROMIUM_PATH' | 'debian' | 'playwright';
export type ChromiumInstall = 'playwright' | 'apt';

/** What is on this machine now. */
export interface ChromiumProbe {
  /** CHROMIUM_PATH as set, and whether that file exists. */
  configured?: { path: string; exists: boolean };
  /** Debian's chromium, when installed. */
  debian?: string;
  /** Playwright's own downloaded Chromium, when present. */
  playwright?: string;
}

export type ChromiumStep =
  | { action: 'use'; path: string; source: ChromiumSource }
  | { action: 'install'; how: ChromiumInstall }
  | { action: 'stop'; message: string };

export const INSTALL_COMMANDS: Record<ChromiumInstall, string> = {
  playwright: 'npx playwright install chromium',
  apt: 'apt-get install chromium',
};

export const SOURCE_NAMES: Record<ChromiumSource, string> = {
  CHROMIUM_PATH: 'CHROMIUM_PATH',
  debian: "Debian's chromium",
  playwright: "Playwright's own Chromium",
};

function stopMessage(why: string): string {
  return (
    `No Chromium for the browser tests: ${why}. The browser tests were not run. ` +
    `Get a browser either way, then run npm test again: \`${INSTALL_COMMANDS.playwright}\` ` +
    `(downloads Playwright's Chromium; needs its download host), or Debian's package ` +
    `\`sudo ${INSTALL_COMMANDS.apt}\` (or set CHROMIUM_PATH to a Chromium binary).`
  );
}

/**
 * The next step, given what is on the machine, which installs were already tried, and whether
 * apt-get can be used (as root). Installs are never tried when CHROMIUM_PATH names a browser.
 */
export function chromiumStep(probe: ChromiumProbe, tried: readonly ChromiumInstall[], aptAsRoot: boolean): ChromiumStep {
  if (probe.configured) {
    if (probe.configured.exists) return { action: 'use', path: probe.configured.path, source: 'CHROMIUM_PATH' };
    return { action: 'stop', message: stopMessage(`CHROMIUM_PATH is ${probe.configured.path}, which does not exist`) };
  }
  if (probe.debian) return { action: 'use', path: probe.debian, source: 'debian' };
  if (probe.playwright) return { action: 'use', path: probe.playwright, source: 'playwright' };
  if (!tried.includes('playwright')) return { action: 'install', how: 'playwright' };
  if (aptAsRoot && !tried.includes('apt')) return { action: 'install', how: 'apt' };
  const attempts = tried.map((how) => `\`${INSTALL_COMMANDS[how]}\` failed`);
  if (!aptAsRoot) attempts.push("Debian's package cannot be installed here (no apt-get, or not root)");
  return { action: 'stop', message: stopMessage(attempts.join('; ')) };
}
