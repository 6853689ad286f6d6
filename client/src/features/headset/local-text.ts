/**
 * A headset text in the active language: on English pages the English exactly as the code builds
 * it, otherwise the descriptor's translation from the `headset` catalog (docs/I18N.md).
 */
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '#client/shared/i18n/index.ts';

export function localText(descriptor: MessageDescriptor, english: string, values?: Record<string, unknown>): string {
  if (!i18n.locale || i18n.locale === 'en') return english;
  return i18n._({ ...descriptor, values });
}
