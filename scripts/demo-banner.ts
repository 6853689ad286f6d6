/** What `npm start` and `npm run dev` print once the site listens: its URL and, in demo mode, the demo accounts and links. */
import { DEMO_PASSWORD, SEED_ACCOUNTS, SEED_LINK_TOKENS } from '../mock-upstream/src/seed';

export function demoBanner(url: string, demo: boolean, heading = 'The site is running'): string {
  const out = [`\n  ${heading} at ${url}\n`];
  if (demo) {
    out.push('  Demo mode: the mock upstream stands in for the real services.');
    out.push('  Demo accounts (password for all: ' + DEMO_PASSWORD + '):');
    for (const a of SEED_ACCOUNTS) out.push(`    ${a.email.padEnd(26)} ${a.isVerified ? 'verified' : 'not verified'}`);
    out.push('  Demo links:');
    out.push(`    ${url}/token/login/${Object.keys(SEED_LINK_TOKENS.tokenLogin)[0]}   (token login)`);
    out.push(`    ${url}/token2/login/${Object.keys(SEED_LINK_TOKENS.token2Login)[0]}   (face-scan login)`);
    out.push(`    ${url}/email/verify/${Object.keys(SEED_LINK_TOKENS.emailVerify)[0]}   (email verification)`);
    out.push(`    ${url}/reset/${Object.keys(SEED_LINK_TOKENS.reset)[0]}   (password reset)`);
  }
  out.push('\n  Press Ctrl+C to stop.\n');
  return out.join('\n') + '\n';
}
