/**
 * Where each page module's code is: a page module's file is `<Key>Page.tsx` somewhere under
 * client/src/features (the key `remoteDesktop` is `RemoteDesktopPage.tsx`), so the list of page
 * modules (client/src/app/page-modules.ts) names no file. Read by the Vite plugin that writes the
 * router's lazy imports (scripts/vite-page-modules.ts) and by the build's prerender step.
 */
import fs from 'node:fs';
import path from 'node:path';

export const FEATURES_DIR = 'client/src/features';

/** The page module key a file name stands for, or undefined for a file that is no page module. */
export function pageModuleKey(fileName: string): string | undefined {
  const match = /^([A-Z][A-Za-z0-9]*)Page\.tsx$/.exec(fileName);
  return match ? match[1]!.charAt(0).toLowerCase() + match[1]!.slice(1) : undefined;
}

/**
 * Each listed key's file, relative to client/src (`features/marketing/pages/HomePage.tsx`). Throws,
 * naming them, when a key has no file, a file has no key in the list, or two files claim one key.
 */
export function pageModuleFiles(keys: readonly string[], root = process.cwd()): Record<string, string> {
  const found = new Map<string, string[]>();
  const featuresDir = path.join(root, FEATURES_DIR);
  for (const entry of fs.readdirSync(featuresDir, { recursive: true }) as string[]) {
    const key = pageModuleKey(path.basename(entry));
    if (!key) continue;
    const file = `features/${entry.split(path.sep).join('/')}`;
    found.set(key, [...(found.get(key) ?? []), file]);
  }
  const problems: string[] = [];
  for (const key of keys)
    if (!found.has(key))
      problems.push(`page module "${key}" has no file ${key.charAt(0).toUpperCase()}${key.slice(1)}Page.tsx under ${FEATURES_DIR}`);
  for (const [key, files] of found) {
    if (!keys.includes(key))
      problems.push(`${files.join(', ')}: named like a page module, but "${key}" is not in client/src/app/page-modules.ts`);
    else if (files.length > 1) problems.push(`page module "${key}" has two files: ${files.join(', ')}`);
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return Object.fromEntries(keys.map((key) => [key, found.get(key)![0]!]));
}
