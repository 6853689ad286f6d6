/**
 * The translations are complete (docs/I18N.md): every message of the English source catalogs has
 * a Japanese translation, and every translation keeps the message's placeholders ({name}, ICU
 * arguments) and its markup tags (<0>…</0>), so no value or link is lost in Japanese.
 * `npm run lint` checks separately that the catalogs match the code (lingui check sync).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePoFile } from '@lingui/format-po';
import { ROOT } from '../helpers/processes';
import { AUTH_MESSAGES, MESSAGES } from '#contract/messages.ts';
import { i18n, localMessage } from '#client/i18n/index.ts';
import { FOOTER_DESCRIPTORS } from '#client/session/footer-messages.ts';
import { placeholdersOf, translationProblems } from '../../scripts/i18n-check';

const LOCALES = path.join(ROOT, 'client', 'src', 'locales');
const areas = fs.readdirSync(path.join(LOCALES, 'en')).filter((f) => f.endsWith('.po'));

describe('placeholder rule', () => {
  it('finds arguments, plural variables and tags, not plural branches', () => {
    expect([...placeholdersOf('Hi {name}, <0>{count, plural, one {# ticket} other {# tickets}}</0>')].sort()).toEqual(
      ['<0>', '</0>', '{count', '{name'].sort(),
    );
  });

  it('reports a missing translation and a dropped or foreign placeholder', () => {
    expect(translationProblems([{ msgid: 'Hello {name}', msgstr: '' }])).toEqual(['"Hello {name}": no translation']);
    expect(translationProblems([{ msgid: 'Hello {name}', msgstr: 'こんにちは' }])).toEqual([
      '"Hello {name}": placeholders {name} ≠ (none)',
    ]);
    expect(translationProblems([{ msgid: 'Hello', msgstr: 'こんにちは {name}' }])).toEqual(['"Hello": placeholders (none) ≠ {name}']);
    expect(translationProblems([{ msgid: 'Hello {name}', msgstr: '{name} さん、こんにちは' }])).toEqual([]);
  });
});

describe.each(areas)('Japanese catalog %s', (file) => {
  it('translates every message of the English catalog, keeping its placeholders', () => {
    const source = parsePoFile(fs.readFileSync(path.join(LOCALES, 'en', file), 'utf8'));
    const ja = parsePoFile(fs.readFileSync(path.join(LOCALES, 'ja', file), 'utf8'));
    const translations = new Map(ja.items.filter((i) => !i.obsolete).map((i) => [`${i.msgctxt ?? ''}\u0004${i.msgid}`, i.msgstr[0] ?? '']));
    // A message with an explicit id has its English text in the source catalog's msgstr.
    const pairs = source.items
      .filter((i) => !i.obsolete)
      .map((i) => ({ msgid: i.msgstr[0] || i.msgid, msgstr: translations.get(`${i.msgctxt ?? ''}\u0004${i.msgid}`) ?? '' }));
    expect(translationProblems(pairs)).toEqual([]);
  });
});

describe('the error catalogue', () => {
  const contract = Object.entries({ MESSAGES, AUTH_MESSAGES }).flatMap(([group, texts]) =>
    Object.entries(texts).map(([key, text]) => [`${group}.${key}`, text] as const),
  );

  it('has every contract message, its English text as its id and exactly as the contract writes it', () => {
    const source = parsePoFile(fs.readFileSync(path.join(LOCALES, 'en', 'errors.po'), 'utf8'));
    const english = Object.fromEntries(source.items.map((i) => [i.msgid, i.msgstr[0]]));
    for (const [name, text] of contract) expect(english[text], name).toBe(text);
  });

  it('is found by the English text alone: localMessage shows each contract message in Japanese', () => {
    const ja = parsePoFile(fs.readFileSync(path.join(LOCALES, 'ja', 'errors.po'), 'utf8'));
    const translations = Object.fromEntries(ja.items.map((i) => [i.msgid, i.msgstr[0]!]));
    i18n.load('ja', translations);
    i18n.activate('ja');
    try {
      for (const [name, text] of contract) expect(localMessage(text), name).toBe(translations[text]);
      // Any other text (data, an unknown server message) stays as it is.
      expect(localMessage('Something the catalogue does not hold')).toBe('Something the catalogue does not hold');
    } finally {
      i18n.activate('en');
    }
  });
});

describe("the footer's account link", () => {
  it("has its two texts in the shell's catalog, ids as the contract writes them, translated as in the error catalogue", () => {
    expect(Object.fromEntries(Object.entries(FOOTER_DESCRIPTORS).map(([key, d]) => [key, d.id]))).toEqual({
      accountLogin: AUTH_MESSAGES.accountLogin,
      myAccount: AUTH_MESSAGES.myAccount,
    });
    const translations = (area: string) =>
      Object.fromEntries(parsePoFile(fs.readFileSync(path.join(LOCALES, 'ja', area), 'utf8')).items.map((i) => [i.msgid, i.msgstr[0]]));
    const shell = translations('shell.po');
    const errors = translations('errors.po');
    for (const text of [AUTH_MESSAGES.accountLogin, AUTH_MESSAGES.myAccount]) {
      expect(shell[text], text).toBeTruthy();
      expect(shell[text], text).toBe(errors[text]);
    }
  });
});

describe('messages shared by several catalogs', () => {
  it('have one Japanese translation: a page loads several catalogs into one table, where the last one loaded would win', () => {
    const byKey = new Map<string, Map<string, string>>();
    for (const file of areas) {
      const ja = parsePoFile(fs.readFileSync(path.join(LOCALES, 'ja', file), 'utf8'));
      for (const item of ja.items.filter((i) => !i.obsolete)) {
        // The runtime id: an explicit id as written, else the message (with its context) hashed.
        const explicit = item.extractedComments.some((c) => c.includes('js-lingui-explicit-id'));
        const key = `${explicit ? 'id' : 'message'}\u0004${item.msgctxt ?? ''}\u0004${item.msgid}`;
        const seen = byKey.get(key) ?? new Map<string, string>();
        seen.set(file, item.msgstr[0] ?? '');
        byKey.set(key, seen);
      }
    }
    const differing = [...byKey.entries()]
      .filter(([, seen]) => new Set(seen.values()).size > 1)
      .map(([key, seen]) => `${key.split('\u0004').pop()}: ${[...seen].map(([f, t]) => `${f} ${t}`).join(' ≠ ')}`);
    expect(differing).toEqual([]);
  });
});
