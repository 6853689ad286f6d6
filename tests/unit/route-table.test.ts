/** The route table's pure rules: path matching as the client router does it, path building, and its copy in step with the pages. */
import { describe, expect, it } from 'vitest';
import { buildPath, matchPage, metaOf, PAGES, type PageId } from '#contract/pages.ts';
import { PAGE_CONTENT } from '#client/features/marketing/page-content.ts';

describe('matchPage', () => {
  it.each([
    ['/', 'home'],
    ['/About', 'about'],
    ['/about/', 'about'],
    ['/scans/start', 'scansStart'],
    ['/scans/failedtoken', 'scanFailedToken'],
    ['/scan/tok/process', 'scanProcess'],
    ['/account/order/ord-1/ipd', 'orderIpd'],
    ['/pages/a/b', 'builderPages'],
    ['/nspages', 'builderNsPages'],
    ['/browser', 'browserMissing'],
    ['/browser/room', 'browser'],
  ])('%s is the page %s', (path, id) => {
    expect(matchPage(path)?.id).toBe(id);
  });

  it.each(['/nope', '/scan/tok', '/browser/a/b', '/account/order/x', '/aboutus', '//about', '/account/reset/'])('%s is no page', (path) => {
    expect(matchPage(path)).toBeUndefined();
  });
});

describe('buildPath', () => {
  it('fills and encodes each parameter as one segment', () => {
    expect(buildPath(PAGES.purchase.pattern, { bigMediaId: 'bm-1', url: 'a/b c' })).toBe('/purchase/bm-1/a%2Fb%20c');
    expect(buildPath(PAGES.scanProcess.pattern, { tpyToken: 'x?y' })).toBe('/scan/x%3Fy/process');
  });
});

describe('page titles', () => {
  it('give each marketing page the heading of its copy', () => {
    for (const id of Object.keys(PAGES) as PageId[]) {
      const entry = PAGES[id];
      if (!('module' in entry) || entry.module !== 'marketing') continue;
      expect(metaOf(id)?.title, id).toBe(PAGE_CONTENT[entry.pattern]?.title.message);
    }
  });

  it('exist for every page that renders, and not for redirects', () => {
    for (const id of Object.keys(PAGES) as PageId[]) {
      expect(metaOf(id) !== undefined, id).toBe('module' in PAGES[id]);
    }
  });
});
