/**
 * The footer's account link (footer-account-link.tsx) is on every page, so its two texts are in the
 * shell's catalog as well as in the error catalogue (shared/i18n/contract-messages.ts), which a page
 * may load only once it is live. Declared for extraction only, as the error catalogue is: the link
 * shows the contract's texts through `localMessage`, which finds a translation by its English
 * text, the id of both copies (tests/unit/i18n-catalogs.test.ts holds them to the contract).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AUTH_MESSAGES } from '#contract/messages.ts';

export const FOOTER_DESCRIPTORS: Record<keyof Pick<typeof AUTH_MESSAGES, 'accountLogin' | 'myAccount'>, MessageDescriptor> = {
  accountLogin: msg({ id: 'Account login', message: 'Account login' }),
  myAccount: msg({ id: 'My account', message: 'My account' }),
};
