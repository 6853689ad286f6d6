/**
 * The browser's compiler for English messages (client/src/shared/i18n/compile-source.ts) gives exactly
 * what Lingui's own compiler gives, for every message of the catalogs and for the ICU forms the
 * docs allow (arguments, plural and select with `#`, `=n` keys, apostrophe quoting).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePoFile } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { ROOT } from '../helpers/processes';
import { compileSource } from '#client/shared/i18n/compile-source.ts';

const LOCALES = path.join(ROOT, 'client', 'src', 'shared', 'i18n', 'locales');
/** Lingui stores a message without arguments as the bare string; the browser's compiler as one token. */
const lingui = (message: string) => {
  const compiled = compileMessage(message);
  return typeof compiled === 'string' ? [compiled] : compiled;
};

const SAMPLES = [
  'Movies',
  'Hello {name}!',
  'Blog<0> (opens in a new tab)</0>',
  '{count, plural, one {# ticket} other {# tickets}} left',
  '{g, select, a {A {x}} other {O}}',
  "It''s {n, number}",
  '{n, selectordinal, one {#st} two {#nd} other {#th}}',
  "a '{b}' c",
  '{count, plural, =0 {none} other {# and {name}}}',
  '© {year} Bigscreen, Inc. All rights reserved.',
  "Don't worry: it's fine",
  '',
];

describe('compileSource', () => {
  it.each(SAMPLES)('compiles %j as Lingui does', (message) => {
    expect(compileSource(message)).toEqual(lingui(message));
  });

  it('compiles every English message of the catalogs as Lingui does', () => {
    const messages = fs
      .readdirSync(path.join(LOCALES, 'en'))
      .flatMap((file) => parsePoFile(fs.readFileSync(path.join(LOCALES, 'en', file), 'utf8')).items)
      .map((item) => item.msgstr[0] || item.msgid);
    expect(messages.length).toBeGreaterThan(50);
    for (const message of messages) expect(compileSource(message), message).toEqual(lingui(message));
  });
});
