/**
 * The pages' titles and descriptions are translated from the route table's English
 * (contract/pages.ts): each English text is the id of its translation (client/src/shared/i18n/page-titles.ts,
 * page-descriptions.ts, written from the table by scripts/page-text.ts in `npm run i18n:extract`).
 * The declared lists must be exactly the route table's texts, so a title changed or added there
 * cannot go untranslated (the catalog test then asks for its Japanese).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_DESCRIPTION, HOME_TITLE, metaOf, NOT_FOUND_TITLE, PAGES, type PageId } from '#contract/pages.ts';
import { PAGE_TITLES } from '#client/shared/i18n/page-titles.ts';
import { PAGE_DESCRIPTIONS } from '#client/shared/i18n/page-descriptions.ts';

const sorted = (texts: Iterable<string>) => [...new Set(texts)].sort();
const metas = (Object.keys(PAGES) as PageId[]).flatMap((id) => metaOf(id) ?? []);

describe('translatable page heads', () => {
  it('declare every title of the route table (and the home and not-found titles), each with its English as its id', () => {
    const titles = metas.flatMap((m) => (m.title ? [m.title] : []));
    expect(sorted(PAGE_TITLES.map((d) => d.id)), 'run npm run i18n:extract').toEqual(sorted([HOME_TITLE, NOT_FOUND_TITLE, ...titles]));
    for (const d of PAGE_TITLES) expect(d.message).toBe(d.id);
  });

  it('declare every description of the route table, each with its English as its id', () => {
    expect(sorted(PAGE_DESCRIPTIONS.map((d) => d.id)), 'run npm run i18n:extract').toEqual(
      sorted([DEFAULT_DESCRIPTION, ...metas.map((m) => m.description)]),
    );
    for (const d of PAGE_DESCRIPTIONS) expect(d.message).toBe(d.id);
  });
});
