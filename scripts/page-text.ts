/**
 * `tsx scripts/page-text.ts` (run by `npm run i18n:extract`, before Lingui's extractor): writes
 * client/src/shared/i18n/page-titles.ts and page-descriptions.ts from the route table (contract/pages.ts),
 * so a page's title and description are written once, in its row, and still reach the catalogs
 * for translation. Each English text is the id of its translation (docs/I18N.md).
 * tests/unit/page-text.test.ts fails when the files and the table differ.
 */
import fs from 'node:fs';
import * as prettier from 'prettier';
import { DEFAULT_DESCRIPTION, HOME_TITLE, metaOf, NOT_FOUND_TITLE, PAGES, type PageId } from '../contract/pages.ts';

const metas = (Object.keys(PAGES) as PageId[]).flatMap((id) => metaOf(id) ?? []);
const unique = (texts: string[]) => [...new Set(texts)];

const TITLES = unique([HOME_TITLE, NOT_FOUND_TITLE, ...metas.flatMap((m) => (m.title ? [m.title] : []))]);
const DESCRIPTIONS = unique([DEFAULT_DESCRIPTION, ...metas.map((m) => m.description)]);

const TITLES_HEADER = `/**
 * Every page's title (contract/pages.ts: the rows' titles, the home page's and the not-found
 * page's), declared for extraction only: nothing imports this file. Each English title is the id
 * of its translation, so the code that shows a title needs nothing but the English text: the
 * browser's document title (shared/components/use-document-title.ts) and the build, which writes each
 * page's head tags in every language (client/src/prerender.tsx). Shell catalog: loaded on every
 * Japanese page. Written by scripts/page-text.ts (\`npm run i18n:extract\`): edit the route table,
 * not this file.
 */`;

const DESCRIPTIONS_HEADER = `/**
 * Every page's description (contract/pages.ts: the rows' descriptions and the default one),
 * declared for extraction only, like page-titles.ts: each English description is the id of its
 * translation. Only the build reads them (client/src/prerender.tsx writes each page's head tags in
 * every language), so they have a catalog of their own (\`head\`) that no page loads. Written by
 * scripts/page-text.ts (\`npm run i18n:extract\`): edit the route table, not this file.
 */`;

async function write(file: string, header: string, name: string, texts: string[]) {
  const items = texts.map((text) => `  msg({ id: ${JSON.stringify(text)}, message: ${JSON.stringify(text)} }),`).join('\n');
  const source = `${header}\nimport { msg } from '@lingui/core/macro';\n\nexport const ${name} = [\n${items}\n];\n`;
  const options = (await prettier.resolveConfig(file)) ?? {};
  const formatted = await prettier.format(source, { ...options, filepath: file });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== formatted) {
    fs.writeFileSync(file, formatted);
    process.stdout.write(`page-text: wrote ${file}\n`);
  }
}

await write('client/src/shared/i18n/page-titles.ts', TITLES_HEADER, 'PAGE_TITLES', TITLES);
await write('client/src/shared/i18n/page-descriptions.ts', DESCRIPTIONS_HEADER, 'PAGE_DESCRIPTIONS', DESCRIPTIONS);
