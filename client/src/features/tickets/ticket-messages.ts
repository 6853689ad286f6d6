/**
 * The movie-ticket texts the behaviour docs quote (contract/ticket-messages.ts `TICKET_MESSAGES`) in
 * the visitor's language (docs/I18N.md). English pages show the contract's texts exactly as they
 * are; other languages their translation from the `tickets` catalog. The messages are written once,
 * in the contract; their descriptors (id `TICKET_MESSAGES.<key>`) come from the same object
 * (contract/message-group.ts).
 */
import { TICKET_MESSAGES } from '#contract/ticket-messages.ts';
import { messageDescriptors } from '#contract/message-group.ts';
import { i18n, localMessage } from '#client/shared/i18n/index.ts';
import { registerMessages } from '#client/shared/i18n/local-message.ts';

export const TICKET_MESSAGE_DESCRIPTORS = messageDescriptors(TICKET_MESSAGES);

registerMessages(TICKET_MESSAGES, TICKET_MESSAGE_DESCRIPTORS);

type TextKey = {
  [K in keyof typeof TICKET_MESSAGES]: (typeof TICKET_MESSAGES)[K] extends string ? K : never;
}[keyof typeof TICKET_MESSAGES];

/** A quoted ticket text in the active language (English: the contract's text). */
export function ticketText(key: TextKey): string {
  return localMessage(TICKET_MESSAGES[key]);
}

/** "N HOURS UNTIL EXPIRED" in the active language. */
export function hoursUntilExpiredText(hours: number): string {
  if (!i18n.locale || i18n.locale === 'en') return TICKET_MESSAGES.hoursUntilExpired(hours);
  return i18n._({ ...TICKET_MESSAGE_DESCRIPTORS.hoursUntilExpired, values: { hours } });
}
