/**
 * The browser's translation runtime: what the site's code calls on Lingui's `i18n` instance, and
 * nothing else, in place of @lingui/core in the client build (scripts/vite-i18n-runtime.ts). The
 * site calls `_`/`t`, `locale`, `messages`, `load(language, messages)`, `activate` and
 * `setMessagesCompiler` (tests/unit/i18n-runtime.test.ts checks that no other member is used),
 * never Lingui's events, variables, `missing` handler, date helpers or its run-time warnings.
 * A message translates exactly as Lingui's does: the same lookup (the catalog's translation, else
 * the descriptor's message, else the id), the same compiled tokens (`{arg}`, `#`, plural,
 * selectordinal, select, number, date and time with Lingui's named styles) and the same escapes;
 * the test compares the two on every message of every catalog. The prerender step and the
 * server's renders keep Lingui itself.
 */
import type { MessageDescriptor, Messages } from '@lingui/core';

type Cases = Record<string, unknown>;
type Values = Record<string, unknown> | undefined;

const own = (o: object | undefined, key: string): unknown => (o && Object.hasOwn(o, key) ? (o as Cases)[key] : undefined);
const ESCAPE = /\\u([a-fA-F0-9]{4})|\\x([a-fA-F0-9]{2})/g;
const unescape = (text: string) =>
  text.replace(ESCAPE, (_, u: string | undefined, x: string | undefined) => String.fromCharCode(parseInt(u ?? x!, 16)));
const DATE_STYLES: Cases = { full: { weekday: 'long', month: 'long' }, long: { month: 'long' }, short: { month: 'numeric' } };
const TIME_STYLES: Cases = { full: { timeZoneName: 'short' }, long: { timeZoneName: 'short' }, short: { second: undefined } };

let locale = '';
let compile: ((message: string) => unknown) | undefined;
const catalogs: Record<string, Messages> = Object.create(null) as Record<string, Messages>;

/** `value` formatted by one argument's type, as Lingui's default formats do (locales: the active one, then English). */
function format(type: string, value: unknown, style: unknown): unknown {
  const locales = [locale, 'en'];
  const named = (s: unknown) => (typeof s === 'string' ? { style: s } : s) as Intl.NumberFormatOptions;
  if (type === 'number') return new Intl.NumberFormat(locales, named(style)).format(value as number);
  if (type === 'date' || type === 'time') {
    const date = type === 'date';
    const preset = typeof style === 'string' ? own(date ? DATE_STYLES : TIME_STYLES, style) : undefined;
    const base = date ? { day: 'numeric', month: 'short', year: 'numeric' } : { second: 'numeric', minute: 'numeric', hour: 'numeric' };
    const options = typeof style === 'object' && style ? style : { ...base, ...(preset as Cases) };
    return new Intl.DateTimeFormat(locales, options as Intl.DateTimeFormatOptions).format(
      typeof value === 'string' ? new Date(value) : (value as Date),
    );
  }
  const cases = style as Cases;
  if (type === 'select') return own(cases, value as string) ?? cases.other;
  const offset = (cases.offset as number | undefined) ?? 0;
  const n = (value as number) - offset;
  const rule = new Intl.PluralRules(locales, { type: type === 'plural' ? 'cardinal' : 'ordinal' }).select(n);
  const text = (cases[value as number] ?? cases[rule] ?? cases.other) as string;
  return text.replaceAll(HASH, new Intl.NumberFormat(locales).format(n));
}

/** Where a plural's `#` stands until its case is chosen (Lingui's own placeholder). */
const HASH = '%__lingui_octothorpe__%';

/** Compiled tokens joined into text, each argument formatted by its type. */
function interpolate(tokens: unknown, values: Values, inPlural = false): unknown {
  if (!Array.isArray(tokens)) return tokens;
  let text = '';
  for (const token of tokens as unknown[]) {
    if (token === '#' && inPlural) text += HASH;
    else if (typeof token === 'string') text += token;
    else {
      const [name, type, style] = token as [string, string?, unknown?];
      let value: unknown = own(values, name) ?? undefined;
      if (type) {
        const cases =
          type === 'plural' || type === 'selectordinal' || type === 'select'
            ? Object.fromEntries(Object.entries(style as Cases).map(([k, v]) => [k, interpolate(v, values, type !== 'select')]))
            : style;
        value = format(type, value, cases);
      }
      if (value != null) text += String(value as string);
    }
  }
  return text;
}

/** A message in the active language: the catalog's translation, else the descriptor's text, else its id. */
function translate(id: string | MessageDescriptor, values?: Values, options?: { message?: string }): string {
  if (!locale) throw new Error('Lingui: no language is active yet (i18n.activate)');
  let message = options?.message;
  if (typeof id !== 'string') {
    values = id.values ?? values;
    message = id.message;
    id = id.id ?? '';
  }
  let translation: unknown = own(catalogs[locale], id) || message || id;
  if (typeof translation === 'string' && compile) translation = compile(translation);
  const result = typeof translation === 'string' ? translation : interpolate(translation, values);
  return typeof result === 'string' ? unescape(result) : result ? String(result as string) : '';
}

/** The one instance, under Lingui's name; only what the site calls. */
export const i18n = {
  get locale(): string {
    return locale;
  },
  get messages(): Messages {
    return catalogs[locale] ?? {};
  },
  load(language: string, messages: Messages): void {
    catalogs[language] = Object.assign(catalogs[language] ?? {}, messages);
  },
  activate(language: string): void {
    locale = language;
  },
  setMessagesCompiler(compiler: (message: string) => unknown) {
    compile = compiler;
    return i18n;
  },
  _: translate,
  t: translate,
};
