/**
 * Loads the payment provider for the purchase page only (this module is imported nowhere else).
 * `@stripe/stripe-js/pure` adds the provider's script only when `loadStripe` runs, and uses an
 * already defined `window.Stripe`: so in the demo the stand-in named by the server is loaded
 * first, and the rest of the code path is the real one.
 */
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import type { ClientConfig } from '#contract/entities.ts';
import { activeLanguage } from '#client/shared/i18n/index.ts';

export class PaymentProviderUnavailable extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'PaymentProviderUnavailable';
  }
}

let standIn: Promise<void> | undefined;

function loadStandIn(src: string): Promise<void> {
  standIn ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      standIn = undefined;
      reject(new PaymentProviderUnavailable('The payment stand-in script did not load'));
    });
    document.head.appendChild(script);
  });
  return standIn;
}

export async function loadPaymentProvider(config: ClientConfig): Promise<Stripe> {
  if (!config.stripePublishableKey) throw new PaymentProviderUnavailable('No publishable key is configured');
  if (config.stripeJsUrl) await loadStandIn(config.stripeJsUrl);
  let stripe: Stripe | null;
  try {
    // The provider's fields and its messages in the page's language (docs/I18N.md); the form's
    // <Elements> names it too.
    stripe = await loadStripe(config.stripePublishableKey, { locale: activeLanguage() });
  } catch (err) {
    throw new PaymentProviderUnavailable('The payment provider script did not load', { cause: err });
  }
  if (!stripe) throw new PaymentProviderUnavailable('The payment provider is not available in this environment');
  return stripe;
}
