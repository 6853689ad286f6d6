/**
 * The site's own Lingui React binding (client/src/shared/i18n/react.tsx) renders a message exactly as
 * @lingui/react's `Trans` did: prerendered pages are taken over by the browser, so one byte of
 * difference would be a hydration mismatch.
 */
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { I18nProvider, Trans as LinguiTrans } from '@lingui/react';
import { i18n } from '#client/shared/i18n/index.ts';
import { Trans, useLingui } from '#client/shared/i18n/react.tsx';

type Props = {
  id: string;
  message: string;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement<{ children?: ReactNode }>>;
};

const cases: [string, Props][] = [
  ['plain text', { id: 't1', message: 'Terms of Service' }],
  ['a number placeholder', { id: 't2', message: '© {year} Bigscreen, Inc. All rights reserved.', values: { year: 2026 } }],
  ['markup inside', { id: 't3', message: 'Blog<0> (opens in a new tab)</0>', components: { 0: <span className="visually-hidden" /> } }],
  [
    'nested, lone and repeated tags',
    {
      id: 't4',
      message: 'Read <0>the <1>terms</1> first</0>,<2/>then <1>sign</1>.',
      components: { 0: <a href="/termsofservice" />, 1: <b />, 2: <br /> },
    },
  ],
  [
    'an element as a value, beside a plural',
    {
      id: 't5',
      message: 'Hello {name}, you have {count, plural, one {# ticket} other {# tickets}}',
      values: { name: <em>Ann</em>, count: 3 },
    },
  ],
  ['an empty tag keeps its element’s own children', { id: 't6', message: 'Go <0></0>', components: { 0: <i>now</i> } }],
];

describe('Trans (the site’s binding)', () => {
  beforeAll(() => {
    i18n.activate('en');
  });

  it.each(cases)('renders %s as @lingui/react did', (_name, props) => {
    const ours = renderToStaticMarkup(<Trans {...props} />);
    const theirs = renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <LinguiTrans {...props} />
      </I18nProvider>,
    );
    expect(ours).toBe(theirs);
  });

  it('keeps the inner text of a tag that has no element (as @lingui/react does, which also logs an error)', () => {
    expect(
      renderToStaticMarkup(<Trans id="t7" message="Code {code} <0>x</0>" values={{ code: '<3>1</3>' }} components={{ 0: <b /> }} />),
    ).toBe('Code 1 <b>x</b>');
  });

  it('renders a translation in the active language', () => {
    i18n.load('ja', { t8: ['ようこそ、', ['name'], 'さん'] });
    i18n.activate('ja');
    try {
      expect(renderToStaticMarkup(<Trans id="t8" message="Welcome, {name}" values={{ name: <b>Ann</b> }} />)).toBe(
        'ようこそ、<b>Ann</b>さん',
      );
    } finally {
      i18n.activate('en');
    }
  });

  it('useLingui gives the i18n instance and its translate function', () => {
    const { i18n: instance, _ } = useLingui();
    expect(instance).toBe(i18n);
    expect(_({ id: 't9', message: 'Logout' })).toBe('Logout');
  });
});
