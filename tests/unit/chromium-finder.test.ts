/** Which Chromium `npm test` uses, and what it does on a machine without one (no real install here). */
import { describe, expect, it } from 'vitest';
import { chromiumStep, type ChromiumInstall, type ChromiumProbe } from '../../scripts/chromium-finder';

const NONE: ChromiumProbe = {};
const DEBIAN = '/usr/bin/chromium';
const OWN = '/root/.cache/ms-playwright/chromium-1234/chrome-linux/chrome';

/** Replays the runner's loop: each install "succeeds" by making what it installs appear. */
function run(start: ChromiumProbe, aptAsRoot: boolean, installs: Partial<Record<ChromiumInstall, ChromiumProbe>>) {
  let probe = start;
  const tried: ChromiumInstall[] = [];
  for (;;) {
    const step = chromiumStep(probe, tried, aptAsRoot);
    if (step.action !== 'install') return { step, tried };
    tried.push(step.how);
    probe = { ...probe, ...installs[step.how] };
  }
}

describe('finding Chromium', () => {
  it('uses CHROMIUM_PATH first, over Debian and Playwright browsers', () => {
    const probe = { configured: { path: '/opt/chrome/chrome', exists: true }, debian: DEBIAN, playwright: OWN };
    expect(chromiumStep(probe, [], true)).toEqual({ action: 'use', path: '/opt/chrome/chrome', source: 'CHROMIUM_PATH' });
  });

  it('stops, naming the variable, when CHROMIUM_PATH points at nothing (never installs over it)', () => {
    const step = chromiumStep({ configured: { path: '/nope/chrome', exists: false }, debian: DEBIAN }, [], true);
    expect(step.action).toBe('stop');
    expect(step.action === 'stop' && step.message).toContain('CHROMIUM_PATH is /nope/chrome, which does not exist');
  });

  it("uses Debian's chromium before Playwright's own", () => {
    expect(chromiumStep({ debian: DEBIAN, playwright: OWN }, [], false)).toEqual({ action: 'use', path: DEBIAN, source: 'debian' });
  });

  it("uses Playwright's own when it is the only one", () => {
    expect(chromiumStep({ playwright: OWN }, [], false)).toEqual({ action: 'use', path: OWN, source: 'playwright' });
  });
});

describe('a machine without Chromium', () => {
  it('tries `npx playwright install chromium` first, and uses what it downloaded', () => {
    const { step, tried } = run(NONE, true, { playwright: { playwright: OWN } });
    expect(tried).toEqual(['playwright']);
    expect(step).toEqual({ action: 'use', path: OWN, source: 'playwright' });
  });

  it("installs Debian's chromium as root where the download fails", () => {
    const { step, tried } = run(NONE, true, { playwright: {}, apt: { debian: DEBIAN } });
    expect(tried).toEqual(['playwright', 'apt']);
    expect(step).toEqual({ action: 'use', path: DEBIAN, source: 'debian' });
  });

  it('never tries apt-get without root', () => {
    const { step, tried } = run(NONE, false, { playwright: {}, apt: { debian: DEBIAN } });
    expect(tried).toEqual(['playwright']);
    expect(step.action).toBe('stop');
  });

  it('stops with one message naming the two ways to get a browser when nothing works', () => {
    for (const aptAsRoot of [true, false]) {
      const { step } = run(NONE, aptAsRoot, {});
      expect(step.action).toBe('stop');
      const message = step.action === 'stop' ? step.message : '';
      expect(message).toContain('`npx playwright install chromium`');
      expect(message).toContain('apt-get install chromium');
      expect(message).toContain('not run');
      expect(message).not.toContain('\n');
      expect(message).toContain(aptAsRoot ? '`apt-get install chromium` failed' : 'not root');
    }
  });
});
