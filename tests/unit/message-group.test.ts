/**
 * Each message is written once, in the contract (contract/message-group.ts): the English the code
 * shows, the descriptors the client translates with and the catalogs' source all come from that one
 * object literal. These tests hold the three readers to it: the runtime's texts and descriptors,
 * the catalogs' extractor (scripts/message-group-extractor.ts), and the catalogs themselves.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePoFile } from '@lingui/format-po';
import { ROOT } from '../helpers/processes';
import { defineMessages, messageDescriptors } from '#contract/message-group.ts';
import { HEADSET_MESSAGES } from '#contract/headset-messages.ts';
import { TICKET_MESSAGES } from '#contract/ticket-messages.ts';
import { ACCOUNT_LINK_MESSAGES } from '#contract/account-link-messages.ts';
import { AUTH_MESSAGES, MESSAGES } from '#contract/messages.ts';
import { UPSTREAM_MESSAGES } from '#contract/upstream-messages.ts';
import { IPD_MAX, IPD_MIN } from '#contract/entities.ts';
import { MIN_PASSWORD } from '#mock-upstream/routes/auth.ts';
import { messageGroupExtractor, readMessageGroups } from '../../scripts/message-group-extractor';

describe('a message group', () => {
  const group = defineMessages('PROBE', { plain: 'Hello', one: 'Hello {name}!', two: 'Error #{code} - {message}' });

  it('gives a text without values as it is, and one with values as a function taking them in the order written', () => {
    expect(group.plain).toBe('Hello');
    expect(group.one('Aiko')).toBe('Hello Aiko!');
    expect(group.two(17, 'Scan failed')).toBe('Error #17 - Scan failed');
    expect(Object.isFrozen(group)).toBe(true);
  });

  it("gives each message's descriptor: the group's name and key as its id", () => {
    expect(messageDescriptors(group)).toEqual({
      plain: { id: 'PROBE.plain', message: 'Hello' },
      one: { id: 'PROBE.one', message: 'Hello {name}!' },
      two: { id: 'PROBE.two', message: 'Error #{code} - {message}' },
    });
  });

  it('refuses an object it did not make', () => {
    expect(() => messageDescriptors({ plain: 'Hello' })).toThrow(/not a message group/);
  });
});

describe("the catalogs' extractor", () => {
  const files = fs
    .readdirSync(path.join(ROOT, 'contract'))
    .filter((file) => messageGroupExtractor.match(path.join(ROOT, 'contract', file)));
  const read = (file: string) => readMessageGroups(file, fs.readFileSync(path.join(ROOT, 'contract', file), 'utf8'));

  it('reads every message file of the contract', () => {
    expect(files.sort()).toEqual([
      'account-link-messages.ts',
      'headset-messages.ts',
      'messages.ts',
      'ticket-messages.ts',
      'upstream-messages.ts',
    ]);
    expect(messageGroupExtractor.match(path.join(ROOT, 'contract', 'pages.ts'))).toBe(false);
  });

  it('finds exactly the ids and English texts the running code translates with', () => {
    const runtime = [HEADSET_MESSAGES, TICKET_MESSAGES].flatMap((texts) =>
      Object.values(messageDescriptors(texts)).map(({ id, message }) => ({ id, message })),
    );
    // The text-id groups: their ids are their English, as the server's answers carry it.
    const byText = [...Object.values(MESSAGES), ...Object.values(AUTH_MESSAGES), ...Object.values(UPSTREAM_MESSAGES)].map((text) => ({
      id: text,
      message: text,
    }));
    const extracted = files.flatMap(read).map(({ id, message }) => ({ id, message }));
    const key = (m: { id: string }) => m.id;
    expect([...extracted].sort((a, b) => key(a).localeCompare(key(b)))).toEqual(
      [...new Map([...runtime, ...byText].map((m) => [m.id, m])).values()].sort((a, b) => key(a).localeCompare(key(b))),
    );
  });

  it('fails, naming the file and line, on a message it cannot read as written', () => {
    const code =
      "import { defineMessages } from './message-group.ts';\nexport const X = defineMessages('X', {\n  a: 'fine',\n  b: `not ${'plain'}`,\n});\n";
    expect(() => readMessageGroups('contract/x-messages.ts', code)).toThrow(
      'contract/x-messages.ts:4: a message is a plain string literal',
    );
    expect(() => readMessageGroups('contract/x-messages.ts', 'defineMessages(NAME, {});')).toThrow(
      /:1: a message group is named by a string literal/,
    );
    expect(() => readMessageGroups('contract/x-messages.ts', "defineMessages('X', { ...OTHER });")).toThrow(/:1: each message is written/);
    expect(() => readMessageGroups('contract/x-messages.ts', 'export const X = { a: `Hi` };')).toThrow(/no message group/);
    expect(
      readMessageGroups('contract/x-messages.ts', "export const A = { ...OTHER, a: 'Fine' } as const satisfies TextMessages;"),
    ).toEqual([{ id: 'Fine', message: 'Fine', line: 1 }]);
  });
});

describe('the catalogs', () => {
  const english = (area: string) =>
    Object.fromEntries(
      parsePoFile(fs.readFileSync(path.join(ROOT, 'client/src/shared/i18n/locales/en', `${area}.po`), 'utf8')).items.map((i) => [
        i.msgid,
        i.msgstr[0],
      ]),
    );

  it("hold each group's messages as the contract writes them, in the catalog of the code that shows them", () => {
    const expectIn = (area: string, texts: object) => {
      const catalog = english(area);
      for (const { id, message } of Object.values(messageDescriptors(texts))) expect(catalog[id], `${area}: ${id}`).toBe(message);
    };
    expectIn('headset', HEADSET_MESSAGES);
    expectIn('tickets', TICKET_MESSAGES);
    const errors = english('errors');
    const shell = english('shell');
    for (const text of [...Object.values(MESSAGES), ...Object.values(AUTH_MESSAGES), ...Object.values(UPSTREAM_MESSAGES)]) {
      expect(errors[text], text).toBe(text);
    }
    for (const text of Object.values(ACCOUNT_LINK_MESSAGES)) expect(shell[text], text).toBe(text);
  });
});

describe("the upstreams' texts", () => {
  it('name the limits the demo upstream applies', () => {
    expect(UPSTREAM_MESSAGES.ipdOutOfRange).toBe(`The IPD must be between ${IPD_MIN} and ${IPD_MAX} mm.`);
    expect(UPSTREAM_MESSAGES.passwordTooShort).toBe(`Your password must be at least ${MIN_PASSWORD} characters long.`);
  });
});
