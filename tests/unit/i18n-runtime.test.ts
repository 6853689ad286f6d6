/**
 * The browser's translation runtime (client/src/shared/i18n/runtime.ts), which the client build
 * gives the site's code in place of @lingui/core (scripts/vite-i18n-runtime.ts), translates every
 * message as Lingui does: every message of every catalog, in English and Japanese, found in the
 * catalog or falling back to the code's text, compiled in the browser or by the build, with
 * values of each kind. The site's code calls no member of `i18n` the runtime lacks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { parsePoFile } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { ROOT } from '../helpers/processes';
import { i18n as runtime } from '#client/shared/i18n/runtime.ts';
import { compileSource } from '#client/shared/i18n/compile-source.ts';
import { I18N_RUNTIME, i18nRuntimePlugin } from '../../scripts/vite-i18n-runtime';

const LOCALES = path.join(ROOT, 'client', 'src', 'shared', 'i18n', 'locales');

/** [language, id, English text, translation] of every message of every catalog. */
const ITEMS = fs.readdirSync(LOCALES).flatMap((language) =>
  fs.readdirSync(path.join(LOCALES, language)).flatMap((file) =>
    parsePoFile(fs.readFileSync(path.join(LOCALES, language, file), 'utf8')).items.map((item) => ({
      language,
      id: `${file}:${item.msgid}`,
      source: item.msgid,
      translation: item.msgstr[0] || item.msgid,
    })),
  ),
);

/** ICU forms the site's messages may use, beyond those its catalogs use today. */
const SAMPLES = [
  'Hello {name}!',
  '{count, plural, one {# ticket} other {# tickets}} left',
  '{count, plural, offset:1 =0 {nobody} one {you} other {you and # others}}',
  '{g, select, a {A {x}} other {O}}',
  "It''s {n, number} or {n, number, percent}",
  '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  '{count, plural, =0 {none} other {# and {name}}}',
  'On {d, date}, {d, date, short}, {d, date, long}, {d, date, full} at {d, time} {d, time, short}',
  'Escaped \\u00e9 and \\x41',
  '',
];

/** Every argument name in compiled tokens. */
function argumentNames(tokens: unknown): string[] {
  if (!Array.isArray(tokens)) return [];
  return tokens.flatMap((token) => {
    if (!Array.isArray(token)) return [];
    const [name, , cases] = token as [string, string?, unknown?];
    const inner = cases && typeof cases === 'object' ? Object.values(cases).flatMap(argumentNames) : [];
    return [name, ...inner];
  });
}

/** Sets of values to format a message with: numbers, texts, markup placeholders, dates, none. */
function valueSets(names: string[]): (Record<string, unknown> | undefined)[] {
  const each = (value: unknown) => Object.fromEntries(names.map((n) => [n, value]));
  return [
    undefined,
    {},
    each(0),
    each(1),
    each(2),
    each(3),
    each(1234.5),
    each('a'),
    each('<0/>'),
    each(new Date(Date.UTC(2026, 10, 28, 13, 5, 9))),
    each(null),
  ];
}

function lingui(language: string, messages: Messages): I18n {
  const i = setupI18n();
  i.load(language, messages);
  i.activate(language);
  i.setMessagesCompiler(compileSource);
  return i;
}

/** What a call gives: its text, or the kind of error it throws (a date from a text that is not one, in both). */
function outcome(call: () => string): string {
  try {
    return call();
  } catch (error) {
    return `throws ${(error as Error).name}`;
  }
}

function expectSame(real: I18n, language: string, descriptor: MessageDescriptor & { message?: unknown }, names: string[]) {
  runtime.activate(language);
  for (const values of valueSets(names)) {
    const d = descriptor as MessageDescriptor;
    const withValues = { ...d, ...(values ? { values } : {}) };
    const label = `${d.id} ${JSON.stringify(values)}`;
    expect(
      outcome(() => runtime._(withValues)),
      label,
    ).toBe(outcome(() => real._(withValues)));
    expect(
      outcome(() => runtime._(d.id, values, { message: d.message })),
      label,
    ).toBe(outcome(() => real._(d.id, values, { message: d.message })));
    expect(
      outcome(() => runtime.t(d.id, values, { message: d.message })),
      label,
    ).toBe(outcome(() => real.t(d.id, values, { message: d.message })));
  }
}

describe('the browser translation runtime', () => {
  it('translates every message of every catalog as Lingui does, found and missing, compiled in the browser or by the build', () => {
    expect(ITEMS.length).toBeGreaterThan(300);
    expect(new Set(ITEMS.map((i) => i.language))).toEqual(new Set(['en', 'ja']));
    for (const language of ['en', 'ja']) {
      const items = ITEMS.filter((i) => i.language === language);
      const messages: Messages = Object.fromEntries(items.map((i) => [i.id, compileMessage(i.translation)]));
      const real = lingui(language, messages);
      runtime.load(language, messages);
      runtime.setMessagesCompiler(compileSource);
      for (const item of items) {
        const names = argumentNames(compileMessage(item.translation)).concat(argumentNames(compileMessage(item.source)));
        // In the catalog; not in it (the code's text, compiled at run time); not in it, compiled by the build.
        expectSame(real, language, { id: item.id, message: item.source }, names);
        expectSame(real, language, { id: `missing:${item.id}`, message: item.source }, names);
        const built = compileSource(item.source);
        const precompiled = built.length === 1 && typeof built[0] === 'string' ? built[0] : built;
        expectSame(real, language, { id: `missing:${item.id}`, message: precompiled as unknown as string }, names);
      }
      expect(runtime.messages).toEqual(real.messages);
    }
  });

  it.each(SAMPLES)('formats %j as Lingui does, in English and Japanese', (message) => {
    for (const language of ['en', 'ja']) {
      const real = lingui(language, { sample: compileMessage(message) });
      runtime.load(language, { sample: compileMessage(message) });
      runtime.setMessagesCompiler(compileSource);
      const names = argumentNames(compileMessage(message));
      expectSame(real, language, { id: 'sample' }, names);
      expectSame(real, language, { id: 'not-there', message }, names);
    }
  });

  it('has the language it was given, and refuses to translate before one is active', async () => {
    vi.resetModules();
    const { i18n: fresh } = await import('#client/shared/i18n/runtime.ts');
    expect(fresh).not.toBe(runtime);
    expect(() => fresh._('x')).toThrow(/no language is active/);
    runtime.activate('ja');
    expect(runtime.locale).toBe('ja');
  });

  it('is all the site calls on i18n', () => {
    const members = new Set<string>();
    const walk = (dir: string): void => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, e.name);
        if (e.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(e.name) && !file.endsWith('runtime.ts'))
          for (const m of fs.readFileSync(file, 'utf8').matchAll(/\bi18n\??\.(\w+)/g)) members.add(m[1]!);
      }
    };
    walk(path.join(ROOT, 'client', 'src'));
    expect(members.size).toBeGreaterThan(3);
    for (const member of members) expect(Object.keys(runtime), `i18n.${member}`).toContain(member);
  });

  it('stands in for @lingui/core in the browser build only', () => {
    const plugin = i18nRuntimePlugin();
    const resolve = plugin.resolveId as (source: string, importer: string | undefined, options: { ssr?: boolean }) => string | undefined;
    expect(resolve('@lingui/core', 'client/src/main.tsx', {})).toBe(I18N_RUNTIME);
    expect(resolve('@lingui/core', 'client/src/main.tsx', { ssr: true })).toBeUndefined();
    expect(resolve('@lingui/core/macro', 'client/src/main.tsx', {})).toBeUndefined();
    expect(fs.existsSync(I18N_RUNTIME)).toBe(true);
  });
});
