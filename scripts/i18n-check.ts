/**
 * The rules a translation must keep (tests/unit/i18n-catalogs.test.ts applies them to every
 * catalog): it exists, and it has exactly the placeholders of its English message.
 */

/** The ICU arguments (`{name`, `{count` of a plural) and the markup tags (`<0>`, `</0>`, `<1/>`) of a message. */
export function placeholdersOf(message: string): Set<string> {
  const found = new Set<string>();
  for (const m of message.matchAll(/\{\s*([A-Za-z_$][\w$]*)/g)) found.add(`{${m[1]!}`);
  for (const m of message.matchAll(/<\/?\d+\s*\/?>/g)) found.add(m[0].replace(/\s+/g, ''));
  return found;
}

const show = (set: Set<string>) =>
  set.size
    ? [...set]
        .map((p) => (p.startsWith('{') ? `${p}}` : p))
        .sort()
        .join(' ')
    : '(none)';

/** What is wrong with each translation: missing, or placeholders that differ from the source's. */
export function translationProblems(pairs: { msgid: string; msgstr: string }[]): string[] {
  const problems: string[] = [];
  for (const { msgid, msgstr } of pairs) {
    if (!msgstr.trim()) {
      problems.push(`"${msgid}": no translation`);
      continue;
    }
    const want = placeholdersOf(msgid);
    const got = placeholdersOf(msgstr);
    if (show(want) !== show(got)) problems.push(`"${msgid}": placeholders ${show(want)} ≠ ${show(got)}`);
  }
  return problems;
}
