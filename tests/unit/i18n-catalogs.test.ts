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
import { i18n, localMessage } from '#client/shared/i18n/index.ts';
import { UPSTREAM_MESSAGES } from '#contract/upstream-messages.ts';
import { ACCOUNT_LINK_MESSAGES } from '#contract/account-link-messages.ts';
import { placeholdersOf, translationProblems } from '../../scripts/i18n-check';

const LOCALES = path.join(ROOT, 'client', 'src', 'shared', 'i18n', 'locales');
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
      // An upstream text no catalogue holds: a sentence of the page's language instead, the code
      // after it when there is one (docs/I18N.md); a text already in Japanese stays as it is.
      const unknown = 'Something the catalogue does not hold';
      expect(localMessage(unknown)).not.toContain(unknown);
      expect(localMessage(unknown)).toBe(localMessage('Another unknown text'));
      expect(localMessage(unknown, 17)).toMatch(/17\)$/);
      expect(localMessage('日本語のまま')).toBe('日本語のまま');
    } finally {
      i18n.activate('en');
    }
  });
});

describe("the upstreams' texts", () => {
  const ja = () =>
    Object.fromEntries(
      parsePoFile(fs.readFileSync(path.join(LOCALES, 'ja', 'errors.po'), 'utf8')).items.map((i) => [i.msgid, i.msgstr[0]!]),
    );

  it('each is found by its text alone, and a Japanese page shows its translation', () => {
    const translations = ja();
    i18n.load('ja', translations);
    i18n.activate('ja');
    try {
      for (const text of Object.values(UPSTREAM_MESSAGES)) {
        expect(localMessage(text), text).toBe(translations[text]);
        expect(translations[text], text).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      }
    } finally {
      i18n.activate('en');
    }
  });

  it("are the only error texts the demo upstream answers with, besides the session's own (never shown: the server renews or signs out)", () => {
    const NEVER_SHOWN = new Set([
      'No access token',
      'Access token expired',
      'Invalid access token',
      'Invalid or used nonce.',
      'Missing or malformed system info.',
      'Refresh token already used: the session is revoked.',
      'Invalid refresh token.',
      'Invalid application key',
      'Not found',
      'Malformed request body',
      'Internal error',
      'Send the new IPD as "ipd".',
      'If an account exists for this address, a reset link is on its way.',
    ]);
    const dir = path.join(ROOT, 'mock-upstream/src');
    const sources = [...fs.readdirSync(path.join(dir, 'routes')).map((f) => path.join(dir, 'routes', f)), path.join(dir, 'seed.ts')]
      .filter((f) => f.endsWith('.ts') && !/stand-in|builder/.test(f))
      .map((f) => fs.readFileSync(f, 'utf8'))
      .join('\n')
      // What a seeded scan token's page shows is the README's wording (scripts/demo-docs.ts), not an answer.
      .replace(/shows: '[^'\n]*'/g, '');
    const texts = [...sources.matchAll(/(?:sendError\(res, \d+, |msg: |message: |return |: )'([A-Z][^'\n]*[a-z.])'/g)].map((m) => m[1]!);
    const known = new Set<string>(Object.values(UPSTREAM_MESSAGES));
    const missing = [...new Set(texts)].filter((t) => !known.has(t) && !NEVER_SHOWN.has(t));
    expect(missing).toEqual([]);
  });
});

describe("the footer's account link", () => {
  it("has its two texts in the shell's catalog, ids as the contract writes them, translated as in the error catalogue", () => {
    expect(ACCOUNT_LINK_MESSAGES).toEqual({ accountLogin: AUTH_MESSAGES.accountLogin, myAccount: AUTH_MESSAGES.myAccount });
    const translations = (area: string) =>
      Object.fromEntries(parsePoFile(fs.readFileSync(path.join(LOCALES, 'ja', area), 'utf8')).items.map((i) => [i.msgid, i.msgstr[0]]));
    const shell = translations('shell.po');
    const errors = translations('errors.po');
    for (const text of Object.values(ACCOUNT_LINK_MESSAGES)) {
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
