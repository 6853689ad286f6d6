/**
 * The card form (BEHAVIOUR §2, §4, §5): the provider's card number, expiry and CVC fields plus a free
 * text postal code. Loaded lazily by the purchase page for verified accounts only, so neither this
 * code nor the provider's script reaches any other page.
 *
 * The card becomes a token in the provider's hands (`createToken` with `address_zip`); that step is
 * the provider's SDK working on its own card fields, so it stays in this submit handler. The token
 * then goes to the purchase route's action through a fetcher, which posts the order and goes on to
 * the account page, or returns the refusal. The button stays disabled until the provider has loaded
 * and while either step runs, and a ref guards against a second order from a double click that
 * lands before React re-renders.
 *
 * An error about one field (the provider's, or a validation answer of the order naming it) shows
 * at that field (`aria-invalid`, `aria-describedby`) as well as in the form's alert.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { CardCvcElement, CardExpiryElement, CardNumberElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeCardElementOptions, StripeElementChangeEvent } from '@stripe/stripe-js';
import type { Product } from '#contract/entities.ts';
import { MESSAGES } from '#contract/messages.ts';
import { describeError } from '#client/shared/api/client.ts';
import { activeLanguage, localMessage } from '#client/shared/i18n/index.ts';
import { fetchClientConfig } from '#client/shared/api/client-config.ts';
import { cardFieldOfProviderError, type CardField } from '../card-errors';
import { formatMoney } from '../money';
import { orderSubmission, type OrderFailure } from '../order';
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

  // The payment provider's SDK (and the public key it needs) loads here: an SDK, not route data.
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
        <Trans>Card payments are unavailable right now, so tickets cannot be rented at the moment. Please try again later.</Trans>
      </p>
    );
  }
  return (
    <Elements stripe={provider.status === 'ready' ? provider.stripe : null} options={{ locale: activeLanguage() }}>
      <CardForm product={product} />
    </Elements>
  );
}

/** Whose answer the alert and the fields show: the provider's (making the token) or the order's. */
type Shown = 'none' | 'provider' | 'order';

function CardForm({ product }: { product: Product }) {
  const { t } = useLingui();
  const stripe = useStripe();
  const elements = useElements();
  const order = useFetcher<OrderFailure>();
  const [postalCode, setPostalCode] = useState('');
  const [tokenizing, setTokenizing] = useState(false);
  const [shown, setShown] = useState<Shown>('none');
  const [providerAlert, setProviderAlert] = useState<string | null>(null);
  /** The provider's field errors; a field edited since the last answer holds '' (nothing to show). */
  const [fieldErrors, setFieldErrors] = useState<Record<CardField, string | undefined>>(NO_ERRORS);
  const inFlight = useRef(false);
  const ready = stripe !== null && elements !== null;
  const ordering = order.state !== 'idle';
  const submitting = tokenizing || ordering;
  const price = formatMoney(product.sku.currency, product.sku.price);

  const refused = shown === 'order' && !ordering && order.data?.ok === false ? order.data : undefined;
  const alert = shown === 'provider' ? providerAlert : (refused?.error ?? null);
  const errorAt = (field: CardField): string | undefined => {
    const own = fieldErrors[field];
    return own === undefined ? refused?.fieldErrors[field] : own || undefined;
  };
  const setFieldError = (field: CardField, message: string) => setFieldErrors((errors) => ({ ...errors, [field]: message }));
  // The provider checks its fields as the customer types: a fixed field loses its message.
  const onProviderChange = (field: CardField) => (event: StripeElementChangeEvent) => setFieldError(field, event.error?.message ?? '');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || inFlight.current) return;
    const card = elements.getElement(CardNumberElement);
    if (!card) return;
    inFlight.current = true;
    setTokenizing(true);
    setShown('none');
    try {
      const zip = postalCode.trim();
      const result = await stripe.createToken(card, zip ? { address_zip: zip } : {});
      if (result.error) {
        const message = result.error.message ?? MESSAGES.orderFailed;
        const field = cardFieldOfProviderError(result.error);
        if (field) setFieldError(field, message);
        setProviderAlert(message);
        setShown('provider');
        return;
      }
      // Every card field is valid now: what shows next is the order's answer.
      setFieldErrors(NO_ERRORS);
      setShown('order');
      await order.submit(orderSubmission({ bigMediaId: product.bigMediaId, skuId: product.sku.id, stripeToken: result.token.id }), {
        method: 'post',
      });
    } catch (err) {
      // The provider itself failed (not the card): say so in the alert.
      setProviderAlert(describeError(err, MESSAGES.orderFailed));
      setShown('provider');
    } finally {
      // After an order the page is leaving or the form shows the refusal: either way, the
      // fetcher's state keeps the button disabled until it is idle again.
      inFlight.current = false;
      setTokenizing(false);
    }
  };

  return (
    <form className="form card-form" onSubmit={onSubmit} aria-describedby="card-form-status" noValidate>
      <ProviderField label={t`Card number`} error={errorAt('cardNumber')}>
        <CardNumberElement className="card-input" options={FIELD_OPTIONS} onChange={onProviderChange('cardNumber')} />
      </ProviderField>
      <div className="card-form__row">
        <ProviderField label={t`Expiration (MM / YY)`} error={errorAt('cardExpiry')}>
          <CardExpiryElement className="card-input" options={FIELD_OPTIONS} onChange={onProviderChange('cardExpiry')} />
        </ProviderField>
        <ProviderField label={t`Security code (CVC)`} error={errorAt('cardCvc')}>
          <CardCvcElement className="card-input" options={FIELD_OPTIONS} onChange={onProviderChange('cardCvc')} />
        </ProviderField>
      </div>
      <div className="field">
        <label htmlFor="postal-code">
          <Trans>Postal code</Trans>
        </label>
        <input
          id="postal-code"
          name="postal-code"
          autoComplete="postal-code"
          value={postalCode}
          onChange={(e) => {
            setPostalCode(e.target.value);
            setFieldError('postalCode', '');
          }}
          maxLength={16}
          aria-invalid={errorAt('postalCode') ? true : undefined}
          aria-describedby={errorAt('postalCode') ? 'postal-code-error' : undefined}
        />
        <FieldError id="postal-code-error" message={errorAt('postalCode')} />
      </div>
      <p id="card-form-status" className="muted card-form__status" role="status" aria-live="polite">
        {!ready ? t`Loading the secure card form…` : submitting ? t`Processing your payment…` : ''}
      </p>
      {alert && (
        <p className="alert" role="alert">
          {localMessage(alert)}
        </p>
      )}
      <button type="submit" className="button" disabled={!ready || submitting}>
        {submitting ? t`Processing…` : t`Rent for ${price}`}
      </button>
    </form>
  );
}

const NO_ERRORS: Record<CardField, string | undefined> = {
  cardNumber: undefined,
  cardExpiry: undefined,
  cardCvc: undefined,
  postalCode: undefined,
};

/**
 * One of the provider's fields. The provider draws its input in a frame of its own, which this
 * page cannot mark or describe (an id does not reach into another document), so the group
 * around the frame carries the field's name, its invalid state and its message.
 */
function ProviderField({ label, error, children }: { label: string; error: string | undefined; children: ReactNode }) {
  const id = useId();
  return (
    <div className="field">
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      {/* aria-invalid is a global state in WAI-ARIA (1.2 only deprecates it outside form roles;
          browsers and axe still honour it): the group is the one element here that stands for the field. */}
      {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- see the comment above */}
      <div
        role="group"
        className="card-field"
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error">
      {localMessage(message)}
    </p>
  );
}
