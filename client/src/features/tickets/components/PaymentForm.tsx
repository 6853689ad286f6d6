/**
 * The card form (BEHAVIOUR §2, §4, §5): the provider's card number, expiry and CVC fields plus a free
 * text postal code. Loaded lazily by the purchase page for verified accounts only, so neither this
 * code nor the provider's script reaches any other page.
 *
 * The card becomes a token in the provider's hands (`createToken` with `address_zip`), then the
 * order is posted. The button stays disabled until the provider has loaded, and a ref guards
 * against a second order from a double click that lands before React re-renders.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CardCvcElement, CardExpiryElement, CardNumberElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeCardElementOptions } from '@stripe/stripe-js';
import type { Product } from '../../../../../contract/entities';
import { MESSAGES } from '../../../../../contract/messages';
import { describeError } from '../../../api/client';
import { paths } from '../../../app/paths';
import { fetchClientConfig, placeOrder } from '../api';
import { formatMoney } from '../money';
import { loadPaymentProvider } from '../payment-provider';

type Provider = { status: 'loading' } | { status: 'ready'; stripe: Stripe } | { status: 'unavailable' };

/** The provider draws its fields in frames: they take the site's colours from here. */
const FIELD_OPTIONS: StripeCardElementOptions = {
  style: {
    base: { color: '#eef0fa', fontSize: '16px', '::placeholder': { color: '#b3b9d6' } },
    invalid: { color: '#ff7a8a' },
  },
};

export default function PaymentForm({ product }: { product: Product }) {
  const [provider, setProvider] = useState<Provider>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    fetchClientConfig()
      .then(loadPaymentProvider)
      .then((stripe) => {
        if (live) setProvider({ status: 'ready', stripe });
      })
      .catch((err: unknown) => {
        console.warn('The payment provider could not be loaded', err);
        if (live) setProvider({ status: 'unavailable' });
      });
    return () => {
      live = false;
    };
  }, []);

  if (provider.status === 'unavailable') {
    return (
      <p className="alert alert--warning" role="alert">
        Card payments are unavailable right now, so tickets cannot be rented at the moment. Please try again later.
      </p>
    );
  }
  return (
    <Elements stripe={provider.status === 'ready' ? provider.stripe : null}>
      <CardForm product={product} />
    </Elements>
  );
}

function CardForm({ product }: { product: Product }) {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const [postalCode, setPostalCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const ready = stripe !== null && elements !== null;
  const price = formatMoney(product.sku.currency, product.sku.price);

  const release = (message: string) => {
    setError(message);
    inFlight.current = false;
    setSubmitting(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || inFlight.current) return;
    const card = elements.getElement(CardNumberElement);
    if (!card) return;
    inFlight.current = true;
    setSubmitting(true);
    setError(null);
    try {
      const zip = postalCode.trim();
      const result = await stripe.createToken(card, zip ? { address_zip: zip } : {});
      if (result.error) return release(result.error.message ?? MESSAGES.orderFailed);
      await placeOrder({ bigMediaId: product.bigMediaId, skuId: product.sku.id, stripeToken: result.token.id });
      // The guard stays up: this form is done, and the page is leaving.
      navigate(paths.accountHome);
    } catch (err) {
      release(describeError(err, MESSAGES.orderFailed));
    }
  };

  return (
    <form className="form card-form" onSubmit={onSubmit} aria-describedby="card-form-status" noValidate>
      <div className="field">
        <span className="field__label" id="card-number-label">
          Card number
        </span>
        <CardNumberElement className="card-input" options={FIELD_OPTIONS} />
      </div>
      <div className="card-form__row">
        <div className="field">
          <span className="field__label">Expiration (MM / YY)</span>
          <CardExpiryElement className="card-input" options={FIELD_OPTIONS} />
        </div>
        <div className="field">
          <span className="field__label">Security code (CVC)</span>
          <CardCvcElement className="card-input" options={FIELD_OPTIONS} />
        </div>
      </div>
      <div className="field">
        <label htmlFor="postal-code">Postal code</label>
        <input
          id="postal-code"
          name="postal-code"
          autoComplete="postal-code"
          value={postalCode}
          onChange={(e) => setPostalCode(e.target.value)}
          maxLength={16}
        />
      </div>
      <p id="card-form-status" className="muted card-form__status" role="status" aria-live="polite">
        {!ready ? 'Loading the secure card form…' : submitting ? 'Processing your payment…' : ''}
      </p>
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={!ready || submitting}>
        {submitting ? 'Processing…' : `Rent for ${price}`}
      </button>
    </form>
  );
}
