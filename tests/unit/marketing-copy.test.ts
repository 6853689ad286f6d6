/**
 * Marketing copy may describe the product, but history, audience numbers, frequencies, speed claims and
 * promises about data handling or warranty cover must come from the company (docs/CONTENT.md). This scans
 * the copy a visitor reads on the marketing pages and the home page for such claims.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT, PAGE_CONTENT, type PageContent } from '#client/features/marketing/page-content.ts';

const MARKETING = join(import.meta.dirname, '../../client/src/features/marketing');

/** Kinds of claim the company has not made, each with an example of what it catches. */
const UNSTATED_CLAIMS: { kind: string; pattern: RegExp }[] = [
  { kind: 'company history ("Since 2016")', pattern: /\bsince (19|20)\d\d\b/i },
  { kind: 'audience numbers ("Hundreds of rooms")', pattern: /\b(hundreds|thousands|millions|dozens) of\b/i },
  { kind: 'frequencies ("every evening")', pattern: /\bevery (day|evening|night|week|month)\b|\bregularly\b/i },
  { kind: 'speed claims ("in five minutes")', pattern: /\bin (under )?(a|one|two|five|ten|\d+) (minute|minutes|seconds)\b/i },
  {
    kind: 'data handling ("never uploaded")',
    pattern: /\bnever (uploaded|shared|sold|stored|leaves)\b|\b(deleted|removed) (once|after|when)\b|\bnothing else\b/i,
  },
  { kind: 'warranty cover ("repair or replace")', pattern: /\brepair or replace\b|\bmaterials or workmanship\b/i },
];

/** The English text of each message of a page's copy (the source; translations say the same). */
const contentText = (c: PageContent) =>
  [c.title, c.eyebrow, c.lead, ...c.points.flatMap((p) => [p.title, p.text]), c.cta?.label].map((d) => d?.message ?? '');

/** The source of the home page's copy, comments removed (they explain code, a visitor never reads them). */
function homeCopySources(): { file: string; text: string }[] {
  const files = [
    // Every component of the feature (the home page's pieces, the page-builder fallbacks among them),
    // the home page's data and the pages.
    ...readdirSync(join(MARKETING, 'components')).map((f) => join('components', f)),
    'downloads.ts',
    'rooms.ts',
    ...readdirSync(join(MARKETING, 'pages')).map((f) => join('pages', f)),
  ];
  return files.map((file) => ({
    file,
    text: readFileSync(join(MARKETING, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '')
      .replace(/\{\s*\/\*[\s\S]*?\*\/\s*\}/g, ''),
  }));
}

describe('marketing copy states only what the company has stated', () => {
  it('the marketing pages make no unstated history, number, frequency, data-handling or warranty claims', () => {
    const found: string[] = [];
    for (const [path, content] of [...Object.entries(PAGE_CONTENT), ['(default)', DEFAULT_CONTENT] as const]) {
      for (const text of contentText(content)) {
        for (const { kind, pattern } of UNSTATED_CLAIMS) if (pattern.test(text)) found.push(`${path}: ${kind}: ${text}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('the home page and the page-builder fallback make none either', () => {
    const found: string[] = [];
    for (const { file, text } of homeCopySources()) {
      for (const { kind, pattern } of UNSTATED_CLAIMS) {
        const match = pattern.exec(text);
        if (match) found.push(`${file}: ${kind}: ${match[0]}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('the warranty figure shown is the stated 90 days', () => {
    const figures = Object.values(PAGE_CONTENT)
      .flatMap(contentText)
      .flatMap((text) => [...text.matchAll(/(\d+)[ -]days?/g)].map((m) => m[1]));
    expect(new Set(figures)).toEqual(new Set(['90']));
  });
});
