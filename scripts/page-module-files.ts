/**
 * Where each page module's code is: a page module's file is `<key>-page.tsx`, its key in kebab
 * case, in its feature's pages/ folder (the key `remoteDesktop` is `remote-desktop-page.tsx`), so the list of page
 * modules (client/src/app/page-modules.ts) names no file. Read by the Vite plugin that writes the
 * router's lazy imports (scripts/vite-page-modules.ts) and by the build's prerender step.
 */
import fs from 'node:fs';
import path from 'node:path';

export const FEATURES_DIR = 'client/src/features';

/** The page module key a file name stands for, or undefined for a file that is no page module. */
export function pageModuleKey(fileName: string): string | undefined {
  const match = /^([a-z][a-z0-9]*(?:-[a-z0-9]+)*)-page\.tsx$/.exec(fileName);
  return match ? match[1]!.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase()) : undefined;
}

/** The file name of a page module's key: `remoteDesktop` is `remote-desktop-page.tsx`. */
export function pageModuleFileName(key: string): string {
  return `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-page.tsx`;
}

/**
 * Each listed key's file, relative to client/src (`features/marketing/pages/home-page.tsx`). Throws,
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
    if (!found.has(key)) problems.push(`page module "${key}" has no file ${pageModuleFileName(key)} under ${FEATURES_DIR}`);
  for (const [key, files] of found) {
    if (!keys.includes(key))
      problems.push(`${files.join(', ')}: named like a page module, but "${key}" is not in client/src/app/page-modules.ts`);
    else if (files.length > 1) problems.push(`page module "${key}" has two files: ${files.join(', ')}`);
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return Object.fromEntries(keys.map((key) => [key, found.get(key)![0]!]));
}
