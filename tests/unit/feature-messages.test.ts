/**
 * The feature folders' translatable copies of the quoted texts (docs/I18N.md): each descriptor's
 * English is exactly the contract's, so an English page and the Japanese catalog's source agree.
 */
import { describe, expect, it } from 'vitest';
import { HEADSET_MESSAGES } from '#contract/headset-messages.ts';
import { TICKET_MESSAGES } from '#contract/ticket-messages.ts';
import { TICKET_MESSAGE_DESCRIPTORS } from '#client/features/tickets/ticket-messages.ts';
import { HEADSET_MESSAGE_DESCRIPTORS } from '#client/features/headset/headset-messages.ts';

/** An ICU message with its {placeholders} filled in (enough for these simple messages). */
const fill = (message: string | undefined, values: Record<string, unknown>) =>
  (message ?? '').replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

describe('feature message descriptors', () => {
  it('ticket texts equal the contract', () => {
    for (const [key, text] of Object.entries(TICKET_MESSAGES)) {
      const descriptor = TICKET_MESSAGE_DESCRIPTORS[key as keyof typeof TICKET_MESSAGES];
      expect(descriptor.id).toBe(`TICKET_MESSAGES.${key}`);
      const english = typeof text === 'function' ? text(7) : text;
      expect(fill(descriptor.message, { hours: 7 })).toBe(english);
    }
  });

  it('headset texts equal the contract', () => {
    const values = { code: 42, message: 'Bad scan', ipd: 63 };
    for (const [key, text] of Object.entries(HEADSET_MESSAGES)) {
      const descriptor = HEADSET_MESSAGE_DESCRIPTORS[key as keyof typeof HEADSET_MESSAGES];
      expect(descriptor.id).toBe(`HEADSET_MESSAGES.${key}`);
      const english =
        key === 'errorCode'
          ? HEADSET_MESSAGES.errorCode(42, 'Bad scan')
          : typeof text === 'function'
            ? (text as (n: number) => string)(63)
            : text;
      expect(fill(descriptor.message, values)).toBe(english);
    }
  });
});
