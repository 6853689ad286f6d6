/**
 * The browser build compiles the English messages where they stand
 * (scripts/vite-precompile-messages.ts): a descriptor's ICU text becomes Lingui's tokens, a plain
 * text stays, and nothing but a message descriptor is touched.
 */
import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { compiledMessage, precompileMessages } from '../../scripts/vite-precompile-messages';

const run = (code: string) => precompileMessages(code, 'client/src/x.tsx');

describe('precompileMessages', () => {
  it('compiles a descriptor whose text has arguments, in objects and in JSX props alike', () => {
    expect(run('const a = { id: "x1", message: "© {year} Bigscreen" };')).toBe(
      'const a = { id: "x1", message: ["© ",["year"]," Bigscreen"] };',
    );
    expect(run('jsx(Trans, { id: "x2", message: "{0} (opens in a new tab)", values: { 0: label } });')).toBe(
      'jsx(Trans, { id: "x2", message: [["0"]," (opens in a new tab)"], values: { 0: label } });',
    );
  });

  it('leaves plain texts, and any object that is not a message descriptor', () => {
    const plain = 'const a = { id: "x3", message: "Blog<0> (opens in a new tab)</0>" };';
    expect(run(plain)).toBe(plain);
    const error = 'throw Object.assign(new Error("x"), { message: "Hello {name}" });';
    expect(run(error)).toBe(error);
  });

  it('turns an apostrophe escape into the text it stands for', () => {
    expect(compiledMessage("It''s {n}")).toBe('["It\'s ",["n"]]');
    expect(compiledMessage("It''s")).toBe('"It\'s"');
    expect(compiledMessage('Movies')).toBeUndefined();
  });

  it('gives what Lingui interpolates to the same text as the run-time compiler', () => {
    const message = '{count, plural, one {# ticket} other {# tickets}} for {name}';
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    const tokens: unknown = JSON.parse(compiledMessage(message)!);
    expect(i18n._({ id: 'p1', message: tokens as string, values: { count: 2, name: 'Ana' } })).toBe('2 tickets for Ana');
  });
});
