/** Ticket Policy, written for this project (BEHAVIOUR §15). Figures from BEHAVIOUR §9. */
import { SUPPORT_EMAIL } from '#client/shared/core/paths.ts';
import { LAST_MODIFIED, type LegalText } from './legal-types';

export const TICKET_POLICY: LegalText = {
  kind: 'tickets',
  title: 'Ticket Policy',
  lastModified: LAST_MODIFIED,
  intro:
    'This policy covers movie tickets bought on bigscreen for showtimes in Bigscreen theaters. It forms part of our Terms of Service; you must be 18 or older to buy a ticket.',
  sections: [
    {
      heading: '1. Prices',
      paragraphs: [
        'Ticket prices are shown tax-inclusive: the price you see on the purchase page is the total you pay, with any applicable sales tax or VAT already included.',
      ],
    },
    {
      heading: '2. Paying for a ticket',
      paragraphs: ['We accept:'],
      bullets: ['credit and debit cards, including cards held in a digital wallet;', 'coupon codes issued by Bigscreen.'],
    },
    {
      heading: '3. Using your ticket',
      paragraphs: [
        'A ticket stays unused until you join a showtime. Once you join one, the ticket is valid for showtimes of the same film in the next 48 hours. Your tickets and their status are listed in your account.',
      ],
    },
    {
      heading: '4. Refunds',
      paragraphs: [
        'Refunds apply only to whole orders paid by card or digital wallet; we cannot refund part of an order. Amounts paid with a coupon code are not refunded. A refunded ticket is revoked and can no longer be used.',
        'To ask for a refund, write to ' + SUPPORT_EMAIL + ' with your account email and the film title.',
      ],
    },
    {
      heading: '5. Changes to this policy',
      paragraphs: ['Changes to this policy take effect 30 days after they are posted here.'],
    },
  ],
};
