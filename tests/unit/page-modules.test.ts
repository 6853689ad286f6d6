/**
 * The page modules are listed once (client/src/app/page-modules.ts); each one's code is the file
 * named after its key under client/src/features, and the build writes the router's two lazy-import
 * tables from that (scripts/vite-page-modules.ts). A key without its file, or a file so named that
 * is not listed, stops the build with its name.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES } from '#client/app/page-modules.ts';
import { isComponentPage, PAGES } from '#contract/pages.ts';
import { pageModuleFileName, pageModuleFiles, pageModuleKey } from '../../scripts/page-module-files';
import { pageLoadersSource, pageTitlesSource } from '../../scripts/vite-page-modules';
import PAGE_LOADERS from 'virtual:page-loaders';
import PAGE_TITLES from 'virtual:page-titles';
import { ROOT } from '../helpers/processes';

describe('page modules', () => {
  it('cover every module the route table names, and nothing else', () => {
    const named = new Set(Object.values(PAGES).flatMap((entry) => (isComponentPage(entry) ? [entry.module] : [])));
    expect(Object.keys(PAGE_MODULES).sort()).toEqual([...named].sort());
  });

  it('each have their file, named after the key', () => {
    const files = pageModuleFiles(Object.keys(PAGE_MODULES), ROOT);
    expect(files.remoteDesktop).toBe('features/marketing/pages/remote-desktop-page.tsx');
    expect(files.browser).toBe('features/remote-browser/pages/browser-page.tsx');
    for (const file of Object.values(files)) expect(fs.existsSync(path.join(ROOT, 'client/src', file))).toBe(true);
  });

  it('are what the router imports', () => {
    expect(Object.keys(PAGE_LOADERS).sort()).toEqual(Object.keys(PAGE_MODULES).sort());
    expect(pageLoadersSource({ home: 'features/marketing/pages/home-page.tsx' })).toBe(
      'export default {\n  "home": () => import("#client/features/marketing/pages/home-page.tsx"),\n};\n',
    );
  });

  it("give the router each page's English title by route id, except a page with its own or none", () => {
    expect(PAGE_TITLES.login).toBe('Log in');
    expect(PAGE_TITLES.remoteDesktop).toBe('Remote Desktop');
    expect(PAGE_TITLES).not.toHaveProperty('home');
    expect(PAGE_TITLES).not.toHaveProperty('catalog');
    expect(PAGE_TITLES).not.toHaveProperty('rentals');
    for (const [id, entry] of Object.entries(PAGES))
      if (isComponentPage(entry) && !entry.ownTitle && entry.title) expect(PAGE_TITLES[id], id).toBe(entry.title);
    expect(pageTitlesSource({ a: { pattern: '/a', module: 'home', layout: 'site', access: 'public', title: 'A', sitemap: false } })).toBe(
      'export default {"a":"A"};\n',
    );
  });

  it('reads a key from a file name', () => {
    expect(pageModuleKey('scan-failed-token-page.tsx')).toBe('scanFailedToken');
    expect(pageModuleKey('ipd-page.tsx')).toBe('ipd');
    expect(pageModuleKey('-page.tsx')).toBeUndefined();
    expect(pageModuleKey('page-header.tsx')).toBeUndefined();
    expect(pageModuleKey('home-page.ts')).toBeUndefined();
    expect(pageModuleKey('HomePage.tsx')).toBeUndefined();
    expect(pageModuleFileName('scanFailedToken')).toBe('scan-failed-token-page.tsx');
  });

  it('names a key without its file, a stray page file and a key claimed twice', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'page-modules-'));
    try {
      const write = (file: string) => {
        fs.mkdirSync(path.dirname(path.join(root, 'client/src/features', file)), { recursive: true });
        fs.writeFileSync(path.join(root, 'client/src/features', file), 'export default null;\n');
      };
      write('a/pages/home-page.tsx');
      write('b/stray-page.tsx');
      write('c/pages/orders-page.tsx');
      write('d/orders-page.tsx');
      expect(() => pageModuleFiles(['home', 'orders', 'ipd'], root)).toThrow(
        /page module "ipd" has no file ipd-page\.tsx[\s\S]*stray-page\.tsx: named like a page module, but "stray"[\s\S]*"orders" has two files/,
      );
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
