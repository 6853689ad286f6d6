import { describe, expect, it } from 'vitest';
import { TERMS_OF_SERVICE } from '#client/features/marketing/terms-of-service.ts';
import { PRIVACY_POLICY } from '#client/features/marketing/privacy-policy.ts';
import { TICKET_POLICY } from '#client/features/marketing/ticket-policy.ts';
import type { LegalText } from '#client/features/marketing/legal-types.ts';

const fullText = (doc: LegalText) =>
  [doc.title, doc.lastModified, doc.intro, ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.bullets ?? [])])].join('\n');

describe('legal texts (BEHAVIOUR §15, §9)', () => {
  it('every document was last modified February 20, 2020', () => {
    for (const doc of [TERMS_OF_SERVICE, PRIVACY_POLICY, TICKET_POLICY]) {
      expect(doc.lastModified).toBe('last modified February 20, 2020');
    }
  });

  it('the Terms state the minimum age, liability cap, arbitration, payout, dispute, warranty and change figures', () => {
    const text = fullText(TERMS_OF_SERVICE);
    expect(text).toMatch(/at least 18 years old/);
    expect(text).toMatch(/50 US dollars/);
    expect(text).toMatch(/claims under 10,000 dollars/);
    expect(text).toMatch(/without in-person appearance/);
    expect(text).toMatch(/at least 2,500 dollars/);
    expect(text).toMatch(/informally for 30 days/);
    expect(text).toMatch(/limited to 90 days/);
    expect(text).toMatch(/take effect 30 days after/);
  });

  it('the Ticket Policy states tax-inclusive prices, refund limits and accepted payment', () => {
    const text = fullText(TICKET_POLICY);
    expect(text).toMatch(/tax-inclusive/);
    expect(text).toMatch(/whole orders paid by card or digital wallet/);
    expect(text).toMatch(/coupon code are not refunded/);
    expect(text).toMatch(/credit and debit cards/);
    expect(text).toMatch(/coupon codes/);
    expect(text).toMatch(/48 hours/);
  });

  it('the Privacy Policy states the minimum age', () => {
    expect(fullText(PRIVACY_POLICY)).toMatch(/aged 18 and over/);
  });
});
