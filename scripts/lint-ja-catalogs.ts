/**
 * The Japanese catalogs' house style, checked by textlint (docs/I18N.md, "Japanese style"): a
 * half-width space between Japanese and Latin letters or numbers, none beside full-width
 * punctuation or between full-width characters; full-width 。、！？（）「」 in Japanese text. The
 * rules are `.textlintrc.json`'s (textlint's Japanese spacing preset and a part of the JTF style
 * guide's). Each translation is checked as the text a visitor reads: a Trans message's element
 * tags are dropped, a plural or select keeps its `other` branch, a placeholder stays as a word.
 * Part of `npm run lint`; exits non-zero with each problem's catalog, message and rule.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parsePoFile } from '@lingui/format-po';
import { createLinter, loadTextlintrc } from 'textlint';

const ROOT = path.resolve(import.meta.dirname, '..');
const LOCALES = path.join(ROOT, 'client/src/shared/i18n/locales/ja');

/** `{count, plural, one {…} other {…}}` → its `other` text (`#` reads as a number). */
const CHOICE = /\{\s*\w+\s*,\s*(?:plural|select|selectordinal)\s*,((?:[^{}]|\{[^{}]*\})*)\}/g;

/** A translation as the text it shows. */
export function readableText(translation: string): string {
  let text = translation;
  for (let i = 0; i < 3 && CHOICE.test(text); i++) {
    CHOICE.lastIndex = 0;
    text = text.replace(CHOICE, (_all, branches: string) => (/other\s*\{([^{}]*)\}/.exec(branches)?.[1] ?? '').replace(/#/g, '1'));
  }
  return text.replace(/<\/?\d+\s*\/?>/g, '');
}

async function main(): Promise<void> {
  const linter = createLinter({ descriptor: await loadTextlintrc({ configFilePath: path.join(ROOT, '.textlintrc.json') }) });
  const problems: string[] = [];
  for (const file of fs.readdirSync(LOCALES).filter((f) => f.endsWith('.po'))) {
    const items = parsePoFile(fs.readFileSync(path.join(LOCALES, file), 'utf8')).items.filter((i) => !i.obsolete && i.msgstr[0]);
    // One paragraph per message: a blank line between them, so each is checked on its own.
    const texts = items.map((i) => readableText(i.msgstr[0]!).replace(/\n/g, ' '));
    const result = await linter.lintText(texts.join('\n\n'), `${file}.txt`);
    for (const message of result.messages) {
      const item = items[Math.floor((message.line - 1) / 2)];
      problems.push(
        `${file}: "${item?.msgid ?? '?'}"\n  ${texts[Math.floor((message.line - 1) / 2)] ?? ''}\n  ${message.ruleId}: ${message.message}`,
      );
    }
  }
  if (problems.length > 0) {
    process.stderr.write(
      `${problems.join('\n')}\n\n${problems.length} problem(s) in the Japanese catalogs (docs/I18N.md, "Japanese style").\n`,
    );
    process.exit(1);
  }
}

await main();
