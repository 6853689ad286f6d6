import type { TextMessages } from './message-group.ts';

/**
 * The footer's account link, on every page (part of `AUTH_MESSAGES`, messages.ts). A group of its
 * own so the translation catalogs can hold it twice: in the shell's catalog, which every page
 * loads, and in the error catalogue with the rest of the account copy.
 */
export const ACCOUNT_LINK_MESSAGES = {
  accountLogin: 'Account login',
  myAccount: 'My account',
} as const satisfies TextMessages;
