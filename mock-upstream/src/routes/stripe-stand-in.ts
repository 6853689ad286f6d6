/**
 * A stand-in for the payment provider's browser script, so the demo can rent a ticket with no
 * internet. It defines `window.Stripe` with just what the purchase page and
 * `@stripe/react-stripe-js` use (`elements().create/getElement`, element `mount/on/off/destroy`,
 * `createToken`, plus `createPaymentMethod` and `confirmCardPayment`, which `<Elements>` checks
 * for). Its card fields are real inputs rendered in the mount node, so a person can type.
 *
 * Test cards: 4242 4242 4242 4242 gives `tok_visa`, 5555 5555 5555 4444 gives `tok_mastercard`,
 * 4000 0000 0000 0002 is declined. Any other number is refused (test cards only).
 *
 * Like the provider's script, it speaks the language the page asks for (`Stripe(key, { locale })`
 * or `elements({ locale })`, `ja` or `en`; docs/I18N.md): the card fields' accessible names and
 * the messages of a refused card.
 *
 * The script is served as text rather than built from a TS function: the mock runs under tsx and
 * esbuild, whose helpers would leak into `Function.prototype.toString` output.
 */
import { Router } from 'express';

/** Tokens the stand-in hands out, and the one the mock's order call refuses as a declined card. */
export const STAND_IN_TOKENS = {
  accepted: ['tok_visa', 'tok_mastercard'] as string[],
  declined: 'tok_chargeDeclined',
} as const;

export const STRIPE_STAND_IN_SCRIPT = `/* Demo stand-in for the payment provider's script: test cards only, nothing leaves the page. */
(function () {
  'use strict';
  if (window.Stripe) return;

  var CARDS = {
    '4242424242424242': { token: 'tok_visa', brand: 'Visa' },
    '5555555555554444': { token: 'tok_mastercard', brand: 'MasterCard' },
    '4000000000000002': { declined: true, brand: 'Visa' }
  };
  var FIELDS = {
    cardNumber: { placeholder: '1234 1234 1234 1234', autocomplete: 'cc-number', max: 19 },
    cardExpiry: { placeholder: 'MM / YY', autocomplete: 'cc-exp', max: 4 },
    cardCvc: { placeholder: 'CVC', autocomplete: 'cc-csc', max: 4 }
  };
  var TEXT = {
    en: {
      cardNumber: 'Card number',
      cardExpiry: 'Expiration date (MM / YY)',
      cardCvc: 'Security code (CVC)',
      incomplete_number: 'Your card number is incomplete.',
      invalid_number: 'Your card number is invalid.',
      incomplete_expiry: "Your card's expiration date is incomplete.",
      invalid_expiry_month: "Your card's expiration month is invalid.",
      invalid_expiry_year_past: "Your card's expiration year is in the past.",
      incomplete_cvc: "Your card's security code is incomplete.",
      test_cards_only: 'Your card was declined. This demo accepts test cards only, such as 4242 4242 4242 4242.',
      card_declined: 'Your card was declined.'
    },
    ja: {
      cardNumber: 'カード番号',
      cardExpiry: '有効期限（月 / 年）',
      cardCvc: 'セキュリティコード（CVC）',
      incomplete_number: 'カード番号が最後まで入力されていません。',
      invalid_number: 'カード番号が正しくありません。',
      incomplete_expiry: 'カードの有効期限が最後まで入力されていません。',
      invalid_expiry_month: 'カードの有効期限の月が正しくありません。',
      invalid_expiry_year_past: 'カードの有効期限が過ぎています。',
      incomplete_cvc: 'カードのセキュリティコードが最後まで入力されていません。',
      test_cards_only: 'カードが承認されませんでした。このデモで使えるのはテストカード（4242 4242 4242 4242 など）だけです。',
      card_declined: 'カードが承認されませんでした。'
    }
  };
  function language(locale) {
    var tag = String(locale || '').toLowerCase();
    return tag === 'ja' || tag.indexOf('ja-') === 0 ? 'ja' : tag === 'en' || tag.indexOf('en-') === 0 ? 'en' : undefined;
  }

  function digits(text) { return String(text || '').replace(/\\D/g, ''); }

  function luhn(number) {
    var sum = 0;
    for (var i = 0; i < number.length; i++) {
      var d = Number(number[number.length - 1 - i]);
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return number.length >= 12 && sum % 10 === 0;
  }

  function display(type, raw) {
    if (type === 'cardNumber') return raw.replace(/(\\d{4})(?=\\d)/g, '$1 ');
    if (type === 'cardExpiry') return raw.length > 2 ? raw.slice(0, 2) + ' / ' + raw.slice(2) : raw;
    return raw;
  }

  function complete(type, raw) {
    if (type === 'cardNumber') return luhn(raw);
    if (type === 'cardExpiry') return raw.length === 4 && Number(raw.slice(0, 2)) >= 1 && Number(raw.slice(0, 2)) <= 12;
    return raw.length >= 3;
  }

  function createElement(group, type) {
    var field = FIELDS[type];
    if (!field) throw new Error('This demo stand-in supports cardNumber, cardExpiry and cardCvc elements only (asked for ' + type + ').');
    var listeners = {};
    var node = null;
    var input = null;
    var raw = '';
    function emit(name, payload) {
      (listeners[name] || []).slice().forEach(function (cb) { cb(payload); });
    }
    function state() {
      var done = complete(type, raw);
      if (node) {
        node.classList.toggle('StripeElement--empty', raw === '');
        node.classList.toggle('StripeElement--complete', done);
      }
      var event = { elementType: type, empty: raw === '', complete: done };
      if (type === 'cardNumber') event.brand = raw.charAt(0) === '4' ? 'visa' : raw.charAt(0) === '5' ? 'mastercard' : 'unknown';
      return event;
    }
    var element = {
      mount: function (target) {
        node = typeof target === 'string' ? document.querySelector(target) : target;
        if (!node) throw new Error('The mount target of the ' + type + ' element does not exist.');
        input = document.createElement('input');
        input.type = 'text';
        input.inputMode = 'numeric';
        input.className = 'StripeStandIn__input';
        input.setAttribute('aria-label', TEXT[group.language][type]);
        input.setAttribute('autocomplete', field.autocomplete);
        input.placeholder = field.placeholder;
        input.addEventListener('input', function () {
          raw = digits(input.value).slice(0, field.max);
          input.value = display(type, raw);
          emit('change', state());
        });
        input.addEventListener('focus', function () { node.classList.add('StripeElement--focus'); emit('focus', { elementType: type }); });
        input.addEventListener('blur', function () { node.classList.remove('StripeElement--focus'); emit('blur', { elementType: type }); });
        node.classList.add('StripeElement', 'StripeElement--empty');
        node.appendChild(input);
        setTimeout(function () { emit('ready', { elementType: type }); }, 0);
      },
      on: function (name, cb) { (listeners[name] = listeners[name] || []).push(cb); return element; },
      off: function (name, cb) { listeners[name] = (listeners[name] || []).filter(function (x) { return x !== cb; }); return element; },
      once: function (name, cb) {
        function wrapped(payload) { element.off(name, wrapped); cb(payload); }
        return element.on(name, wrapped);
      },
      update: function () {},
      focus: function () { if (input) input.focus(); },
      blur: function () { if (input) input.blur(); },
      clear: function () { raw = ''; if (input) input.value = ''; emit('change', state()); },
      unmount: function () { if (input && input.parentNode) input.parentNode.removeChild(input); input = null; },
      destroy: function () { element.unmount(); delete group.byType[type]; },
      _value: function () { return raw; }
    };
    group.byType[type] = element;
    return element;
  }

  function fail(type, code, message) {
    return { error: { type: type, code: code, message: message } };
  }

  function refuse(group, type, code, key) {
    return fail(type, code, TEXT[group.language][key || code]);
  }

  function tokenFor(group, data) {
    var number = group.byType.cardNumber ? group.byType.cardNumber._value() : '';
    var expiry = group.byType.cardExpiry ? group.byType.cardExpiry._value() : '';
    var cvc = group.byType.cardCvc ? group.byType.cardCvc._value() : '';
    if (number.length < 12) return refuse(group, 'validation_error', 'incomplete_number');
    if (!luhn(number)) return refuse(group, 'validation_error', 'invalid_number');
    if (expiry.length < 4) return refuse(group, 'validation_error', 'incomplete_expiry');
    var month = Number(expiry.slice(0, 2));
    var year = 2000 + Number(expiry.slice(2));
    var now = new Date();
    if (month < 1 || month > 12) return refuse(group, 'validation_error', 'invalid_expiry_month');
    if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
      return refuse(group, 'validation_error', 'invalid_expiry_year_past');
    }
    if (cvc.length < 3) return refuse(group, 'validation_error', 'incomplete_cvc');
    var card = CARDS[number];
    if (!card) return refuse(group, 'card_error', 'card_declined', 'test_cards_only');
    if (card.declined) return refuse(group, 'card_error', 'card_declined');
    return {
      token: {
        id: card.token,
        object: 'token',
        type: 'card',
        livemode: false,
        card: { brand: card.brand, last4: number.slice(-4), exp_month: month, exp_year: year, address_zip: (data && data.address_zip) || null }
      }
    };
  }

  function later(value) {
    return new Promise(function (resolve) { setTimeout(function () { resolve(value); }, 150); });
  }

  function Stripe(key, options) {
    if (typeof key !== 'string' || key.indexOf('pk_') !== 0) throw new Error('Invalid publishable key: ' + String(key));
    var groups = [];
    var pageLanguage = language(options && options.locale) || 'en';
    return {
      elements: function (elementOptions) {
        var group = { byType: {}, language: language(elementOptions && elementOptions.locale) || pageLanguage };
        groups.push(group);
        return {
          create: function (type, options) { return createElement(group, type, options); },
          getElement: function (typeOrComponent) {
            var type = typeof typeOrComponent === 'string' ? typeOrComponent : typeOrComponent && typeOrComponent.__elementType;
            return group.byType[type] || null;
          },
          update: function () {}
        };
      },
      createToken: function (element, data) {
        var group = groups.filter(function (g) { return Object.keys(g.byType).some(function (t) { return g.byType[t] === element; }); })[0];
        if (!group) return later(fail('invalid_request_error', 'no_element', 'Mount the card fields before paying.'));
        return later(tokenFor(group, data));
      },
      createPaymentMethod: function () { return later(fail('invalid_request_error', 'unsupported', 'The demo stand-in only makes card tokens.')); },
      confirmCardPayment: function () { return later(fail('invalid_request_error', 'unsupported', 'The demo stand-in only makes card tokens.')); }
    };
  }
  window.Stripe = Stripe;
})();
`;

/** Serves the stand-in at `/v3` (and `/v3/`), outside the app-key-protected upstream routers. */
export function stripeStandInRoutes(): Router {
  const router = Router();
  router.get(['/v3', '/v3/', '/stripe.js'], (_req, res) => {
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    // The site (another origin) loads it with a plain <script src>.
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.send(STRIPE_STAND_IN_SCRIPT);
  });
  return router;
}
