/**
 * Known English texts (the contract's message constants, and the server's error answers that
 * carry them) shown in the active language. English pages get the text exactly as it is.
 */
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const byText = new Map<string, MessageDescriptor>();

/** Makes a group of contract messages translatable: each string constant with its descriptor. */
export function registerMessages<K extends string>(texts: Readonly<Record<K, unknown>>, descriptors: Record<K, MessageDescriptor>): void {
  for (const key of Object.keys(descriptors) as K[]) {
    const text = texts[key];
    if (typeof text === 'string') byText.set(text, descriptors[key]);
  }
}

/**
 * A translation without the marks of its phrase boundaries (zero-width spaces the build puts
 * between BudouX's phrases in Japanese, scripts/vite-phrase-breaks.ts): for a document title or a
 * description, where nothing wraps.
 */
export const plainText = (text: string): string => text.replace(/[\u200b\u2060]/g, '');

/**
 * A text whose English is its own message id (the pages' titles and descriptions,
 * client/src/shared/i18n/page-titles.ts) in the active language. Any other text (already translated, or
 * data such as a page-builder path) stays as it is, never parsed as a message.
 */
export const localText = (text: string): string => (i18n.messages[text] ? i18n._(text) : text);

/**
 * What a translated page says for an upstream text it has no translation of (docs/I18N.md,
 * "Messages the upstreams send"): a sentence in the page's language, the error's code after it.
 * Shell catalog, so it is there on every page before the error catalogue is.
 */
const UNKNOWN = msg`Something went wrong. Please try again later.`;
const UNKNOWN_WITH_CODE = msg`Something went wrong. Please try again later. (Error code {code})`;

/** Kana, kanji and full-width forms: a text with any of them is already written for a Japanese reader. */
const JAPANESE_SCRIPT = /[\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e]/;

/**
 * A message in the active language: a registered English text, or one of the error catalogue's
 * or the upstreams' texts (whose English texts are their ids: contract/messages.ts,
 * upstream-messages.ts), becomes its translation. English (or no language yet: unit tests, the first
 * moments of a page) shows every text as it is. On a Japanese page an unknown English text (an
 * upstream's that no catalogue lists) becomes a Japanese sentence with `code` after it, so no
 * English sentence reaches a Japanese visitor; a text already in Japanese stays as it is.
 */
export function localMessage(text: string, code?: number | string): string {
  if (!i18n.locale || i18n.locale === 'en') return text;
  const descriptor = byText.get(text);
  if (descriptor) return i18n._(descriptor);
  if (i18n.messages[text]) return i18n._(text);
  if (!text || JAPANESE_SCRIPT.test(text)) return text;
  return code === undefined ? i18n._(UNKNOWN) : i18n._({ ...UNKNOWN_WITH_CODE, values: { code } });
}
