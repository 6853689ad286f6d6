/**
 * Known English texts (the contract's message constants, and the server's error answers that
 * carry them) shown in the active language. English pages get the text exactly as it is.
 */
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';

const byText = new Map<string, MessageDescriptor>();

/** Makes a group of contract messages translatable: each string constant with its descriptor. */
export function registerMessages<K extends string>(texts: Readonly<Record<K, unknown>>, descriptors: Record<K, MessageDescriptor>): void {
  for (const key of Object.keys(descriptors) as K[]) {
    const text = texts[key];
    if (typeof text === 'string') byText.set(text, descriptors[key]);
  }
}

/**
 * A text whose English is its own message id (the pages' titles and descriptions,
 * client/src/i18n/page-titles.ts) in the active language. Any other text (already translated, or
 * data such as a page-builder path) stays as it is, never parsed as a message.
 */
export const localText = (text: string): string => (i18n.messages[text] ? i18n._(text) : text);

/**
 * A message in the active language: a registered English text, or one of the error catalogue's
 * (whose English texts are their ids: client/src/i18n/contract-messages.ts), becomes its
 * translation; English (or no language yet: unit tests, the first moments of a page) and unknown
 * texts stay as they are.
 */
export function localMessage(text: string): string {
  if (!i18n.locale || i18n.locale === 'en') return text;
  const descriptor = byText.get(text);
  return descriptor ? i18n._(descriptor) : localText(text);
}
