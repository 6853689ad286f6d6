/**
 * Prices and receipts (BEHAVIOUR §3, §8, §9): amounts arrive in minor units. Most currencies show
 * two decimals of amount / 100; yen has no minor unit and shows as is; a currency this site does
 * not know shows the raw number; a missing currency or amount shows '$ERR'. Amounts are written
 * for the visitor's language (client/src/shared/i18n/format.ts): English as en-US, Japanese as ja-JP.
 */
import type { Receipt } from '#contract/entities.ts';
import { ticketText } from './ticket-messages';
import { formatCurrency as format } from '#client/shared/i18n/format.ts';

const HUNDREDTHS = new Set(['usd', 'cad', 'eur', 'nzd', 'aud', 'gbp', 'sek']);
const WHOLE = new Set(['jpy']);

export function formatMoney(currency: string | null | undefined, amount: number | null | undefined): string {
  if (typeof currency !== 'string' || currency.trim() === '') return ticketText('priceError');
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return ticketText('priceError');
  const code = currency.trim().toLowerCase();
  if (HUNDREDTHS.has(code)) return format(code, amount / 100, 2);
  if (WHOLE.has(code)) return format(code, amount, 0);
  return String(amount);
}

/** What a ticket cost: the card payment, else the store payment, else 'COUPON'. */
export function formatReceipt(receipt: Receipt | null | undefined): string {
  if (!receipt) return ticketText('priceError');
  const card = receipt.stripePaymentResult;
  if (card) return formatMoney(card.currency, card.amount);
  const store = receipt.oculusPaymentResult;
  if (store) return formatMoney(store.currency, store.price);
  if (receipt.couponPaymentResult !== undefined && receipt.couponPaymentResult !== null) return ticketText('coupon');
  return ticketText('priceError');
}
