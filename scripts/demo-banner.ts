/** What `npm start` and `npm run dev` print once the site listens: its URL and, in demo mode, the demo accounts and links. */
import { DEMO_PASSWORD, SEED_ACCOUNTS, SEED_LINK_TOKENS } from '#mock-upstream/seed.ts';
import { STAND_IN_PAGE_PATHS } from '#mock-upstream/routes/builder.ts';

const emailOf = (id: string) => SEED_ACCOUNTS.find((a) => a.id === id)?.email ?? id;
const first = <T>(links: Record<string, T>): [string, T] => Object.entries(links)[0]!;

/** The accounts a state-changing link changes: each link has its own, printed with the link. */
const LINK_ACCOUNT_IDS = new Set([
  ...Object.values(SEED_LINK_TOKENS.emailVerify),
  ...Object.values(SEED_LINK_TOKENS.emailUpdate).map((c) => c.accountId),
  ...Object.values(SEED_LINK_TOKENS.reset),
]);

/** The accounts a visitor signs in with; no demo link changes them. */
export const PRINTED_ACCOUNTS = SEED_ACCOUNTS.filter((a) => !LINK_ACCOUNT_IDS.has(a.id));

/** Each demo link, what it does, and (for a link that changes an account) the account it changes, its own. */
export function demoLinks(): { path: string; what: string }[] {
  const [login, loginAccount] = first(SEED_LINK_TOKENS.tokenLogin);
  const [scan, scanLink] = first(SEED_LINK_TOKENS.token2Login);
  const [verify, verifyAccount] = first(SEED_LINK_TOKENS.emailVerify);
  const [update, change] = first(SEED_LINK_TOKENS.emailUpdate);
  const [reset, resetAccount] = first(SEED_LINK_TOKENS.reset);
  return [
    { path: `/token/login/${login}`, what: `signs in as ${emailOf(loginAccount)} (changes nothing)` },
    { path: `/token2/login/${scan}`, what: `the headset's face-scan sign-in, as ${emailOf(scanLink.accountId)} (changes nothing)` },
    { path: `/email/verify/${verify}`, what: `verifies ${emailOf(verifyAccount)} (once per start)` },
    { path: `/email/update/${update}`, what: `changes ${emailOf(change.accountId)} to ${change.email} (once per start)` },
    { path: `/reset/${reset}`, what: `sets a new password for ${emailOf(resetAccount)} (once per start)` },
  ];
}

export function demoBanner(url: string, demo: boolean, heading = 'The site is running'): string {
  const out = [`\n  ${heading} at ${url}\n`];
  if (demo) {
    out.push('  Demo mode: the mock upstream stands in for the real services.');
    out.push('  Demo accounts (password for all: ' + DEMO_PASSWORD + '):');
    for (const a of PRINTED_ACCOUNTS) out.push(`    ${a.email.padEnd(26)} ${a.isVerified ? 'verified' : 'not verified'}`);
    out.push('  Demo links (each one that changes an account has an account of its own):');
    for (const link of demoLinks()) out.push(`    ${url}${link.path}\n      ${link.what}`);
    out.push('  Page-builder content (English; add ?locale=jp for Japanese): the home page and');
    out.push(
      `    ${STAND_IN_PAGE_PATHS.filter((p) => p.startsWith('/pages/'))
        .map((p) => url + p)
        .join('  ')}`,
    );
  }
  out.push('\n  Press Ctrl+C to stop.\n');
  return out.join('\n') + '\n';
}
