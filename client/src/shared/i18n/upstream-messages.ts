/**
 * The upstreams' own texts that the site shows (BEHAVIOUR §8 shows an error body's message as
 * it is), in the visitor's language: declared for extraction only, like the error catalogue
 * (contract-messages.ts), and in the same `errors` catalog. English pages show the upstream's text
 * unchanged; a Japanese page shows the translation, found by `localMessage` from the text alone
 * (each English text is its id). An upstream text missing here is shown on a Japanese page as a
 * Japanese sentence with the code after it, never as English (docs/I18N.md, "Messages the
 * upstreams send"). The texts are the main API's as the demo upstream answers them
 * (mock-upstream/src/routes).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const UPSTREAM_DESCRIPTORS: readonly MessageDescriptor[] = [
  // Account (POST /auth/login, /auth/account, /auth/forgot, /auth/reset, the email links).
  msg({ id: 'Incorrect email or password.', message: 'Incorrect email or password.' }),
  msg({ id: 'Please enter your email address.', message: 'Please enter your email address.' }),
  msg({ id: 'Please enter your password.', message: 'Please enter your password.' }),
  msg({ id: 'Please enter a password.', message: 'Please enter a password.' }),
  msg({ id: 'Please enter a valid email address.', message: 'Please enter a valid email address.' }),
  msg({ id: 'Your password must be at least 8 characters long.', message: 'Your password must be at least 8 characters long.' }),
  msg({
    id: 'Usernames are 3 to 32 letters, digits, dots, dashes or underscores.',
    message: 'Usernames are 3 to 32 letters, digits, dots, dashes or underscores.',
  }),
  msg({ id: 'An account with this email address already exists.', message: 'An account with this email address already exists.' }),
  msg({ id: 'This username is taken.', message: 'This username is taken.' }),
  msg({ id: 'This login link is invalid or has expired.', message: 'This login link is invalid or has expired.' }),
  msg({ id: 'This link has expired.', message: 'This link has expired.' }),
  msg({ id: 'This reset link is invalid or has expired.', message: 'This reset link is invalid or has expired.' }),
  msg({ id: 'This verification link is invalid or has expired.', message: 'This verification link is invalid or has expired.' }),
  msg({ id: 'This email change link is invalid or has expired.', message: 'This email change link is invalid or has expired.' }),
  msg({ id: 'That email address is already in use.', message: 'That email address is already in use.' }),
  msg({ id: 'This email address is already verified.', message: 'This email address is already verified.' }),
  // Tickets (GET /media/product, POST /media/order; the card's refusal is the payment provider's, passed on).
  msg({ id: 'Product not found', message: 'Product not found' }),
  msg({
    id: 'Please verify your email address before renting a ticket.',
    message: 'Please verify your email address before renting a ticket.',
  }),
  msg({ id: 'Invalid order', message: 'Invalid order' }),
  msg({
    id: 'This price is no longer offered. Reload the page and try again.',
    message: 'This price is no longer offered. Reload the page and try again.',
  }),
  msg({ id: 'Your card was declined.', message: 'Your card was declined.' }),
  // The shared browser (GET /apps/browser/{id}).
  msg({ id: 'This shared browser session does not exist.', message: 'This shared browser session does not exist.' }),
  // Orders and IPD (PUT /beyond/order/{id}/ipd).
  msg({ id: 'No such order', message: 'No such order' }),
  msg({ id: 'The IPD must be a number of millimetres.', message: 'The IPD must be a number of millimetres.' }),
  msg({ id: 'The IPD must be a whole number of millimetres.', message: 'The IPD must be a whole number of millimetres.' }),
  msg({ id: 'The IPD must be between 55 and 72 mm.', message: 'The IPD must be between 55 and 72 mm.' }),
  msg({
    id: 'This headset is already being manufactured, so its IPD can no longer be changed.',
    message: 'This headset is already being manufactured, so its IPD can no longer be changed.',
  }),
  msg({
    id: 'This headset has already shipped, so its IPD can no longer be changed.',
    message: 'This headset has already shipped, so its IPD can no longer be changed.',
  }),
  msg({
    id: 'This order was cancelled, so its IPD can no longer be changed.',
    message: 'This order was cancelled, so its IPD can no longer be changed.',
  }),
  msg({
    id: 'This order is not queued, so its IPD can no longer be changed.',
    message: 'This order is not queued, so its IPD can no longer be changed.',
  }),
  // Face scans (POST /beyond/scan/{token}).
  msg({ id: 'No such scan', message: 'No such scan' }),
  msg({ id: 'The scan storage service is unavailable', message: 'The scan storage service is unavailable' }),
  msg({ id: 'Your face was not fully visible in the scan', message: 'Your face was not fully visible in the scan' }),
  msg({ id: 'The scan could not be matched to an order', message: 'The scan could not be matched to an order' }),
  msg({ id: 'The scan is still uploading', message: 'The scan is still uploading' }),
];
