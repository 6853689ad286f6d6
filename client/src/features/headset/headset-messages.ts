/**
 * The headset pages' texts in the visitor's language (docs/I18N.md). English pages show the
 * English exactly as it is (the contract's `HEADSET_MESSAGES`, quoted by the behaviour docs, and the
 * order texts of order-model.ts); other languages their translation from the `headset` catalog.
 * The messages are written once, in the contract; their descriptors (id `HEADSET_MESSAGES.<key>`,
 * the English as the source) come from the same object (contract/message-group.ts).
 */
import { HEADSET_MESSAGES } from '#contract/headset-messages.ts';
import { messageDescriptors } from '#contract/message-group.ts';
import { localMessage } from '#client/shared/i18n/index.ts';
import { localText } from './local-text';
import { registerMessages } from '#client/shared/i18n/local-message.ts';

export const HEADSET_MESSAGE_DESCRIPTORS = messageDescriptors(HEADSET_MESSAGES);

registerMessages(HEADSET_MESSAGES, HEADSET_MESSAGE_DESCRIPTORS);

type Messages = typeof HEADSET_MESSAGES;
type TextKey = { [K in keyof Messages]: Messages[K] extends string ? K : never }[keyof Messages];

/** The headset texts of the contract, in the active language. */
export const H = {
  text: (key: TextKey): string => localMessage(HEADSET_MESSAGES[key]),
  // The message is the upstream's: in the page's language (an unknown one as a sentence of its own), the code after it.
  errorCode: (code: number | string, message: string) =>
    localText(HEADSET_MESSAGE_DESCRIPTORS.errorCode, HEADSET_MESSAGES.errorCode(code, message), { code, message: localMessage(message) }),
  confirmIpd: (ipd: number) => localText(HEADSET_MESSAGE_DESCRIPTORS.confirmIpd, HEADSET_MESSAGES.confirmIpd(ipd), { ipd }),
  ipdChanged: (ipd: number) => localText(HEADSET_MESSAGE_DESCRIPTORS.ipdChanged, HEADSET_MESSAGES.ipdChanged(ipd), { ipd }),
};
