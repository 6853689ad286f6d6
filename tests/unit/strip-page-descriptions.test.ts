/**
 * The route table holds each page's description in its row, but the browser build removes them
 * (scripts/vite-strip-page-descriptions.ts): only the server and the prerender step read them.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DESCRIPTION, metaOf, PAGES, type PageId } from '#contract/pages.ts';
import { stripPageDescriptions, stripPageTitles } from '../../scripts/vite-strip-page-descriptions';

const source = fs.readFileSync('contract/pages.ts', 'utf8');
const descriptions = [...new Set((Object.keys(PAGES) as PageId[]).flatMap((id) => metaOf(id)?.description ?? []))].filter(
  (d) => d !== DEFAULT_DESCRIPTION,
);

describe('the route table in the browser build', () => {
  it('has no page description left, and keeps every title', () => {
    const stripped = stripPageDescriptions(source);
    expect(descriptions.length).toBeGreaterThan(20);
    for (const d of descriptions) expect(source, d).toContain(d);
    for (const d of descriptions) expect(stripped, d).not.toContain(d);
    for (const id of Object.keys(PAGES) as PageId[]) {
      const title = metaOf(id)?.title;
      if (title && title !== 'Bigscreen') expect(stripped, id).toContain(`'${title}'`);
    }
  });

  it('rewrites each head call to its title alone, quotes and wrapped lines included', () => {
    expect(stripPageDescriptions(`a: page('/a', 'x', site, 'public', listed('A', "It's a page.")),`)).toBe(
      `a: page('/a', 'x', site, 'public', listed('A')),`,
    );
    expect(stripPageDescriptions(`b: own(unlisted(\n  'B',\n  'The B page, \\'quoted\\'.',\n)),`)).toBe(`b: own(unlisted('B')),`);
    expect(stripPageDescriptions(`c: secret('C', DEFAULT_DESCRIPTION)`)).toBe(`c: secret('C')`);
  });

  it('ships no title either: the router loads them apart (virtual:page-titles)', () => {
    const stripped = stripPageTitles(source);
    for (const d of descriptions) expect(stripped, d).not.toContain(d);
    for (const id of Object.keys(PAGES) as PageId[]) {
      const title = metaOf(id)?.title;
      if (title && title !== 'Bigscreen') expect(stripped, id).not.toContain(`'${title}'`);
    }
    expect(stripPageTitles(`a: page('/a', 'x', site, 'public', own(listed('A', "It's a page."))),`)).toBe(
      `a: page('/a', 'x', site, 'public', own(listed())),`,
    );
    expect(stripPageTitles(`b: secret('B'), c: unlisted(SITE_NAME), d: listed(undefined, DEFAULT_DESCRIPTION)`)).toBe(
      `b: secret(), c: unlisted(), d: listed()`,
    );
  });

  it('fails the build on a description it cannot remove', () => {
    expect(() => stripPageDescriptions("x: listed('A', `B ${b}`)")).toThrow(/cannot remove the description/);
  });
});
