/**
 * The audit's floor (scripts/audit-floor.ts): the home page's server-rendered markup read into a
 * tree that React draws back to the same markup (so the floor's takeover finds its own HTML), and
 * the floor's document keeps none of the site's scripts and is sent with the site's own document headers.
 */
import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readTree, treeShape } from '../../scripts/audit-floor/floor-tree';
import { renderNode } from '../../scripts/audit-floor/floor-node';
import { documentHeaders, floorDocument } from '../../scripts/audit-floor';

/** Markup as React writes it: classes, styles, SVG attributes, entities, neighbouring texts, void elements. */
const PAGE = renderToString(
  createElement(
    'main',
    { className: 'home', style: { marginTop: '1rem', '--accent': 'red' } },
    createElement('h1', { tabIndex: -1 }, 'Cinema & friends ', 'in <VR>'),
    createElement(
      'svg',
      { viewBox: '0 0 10 10', 'aria-hidden': true },
      createElement('path', { d: 'M0 0h10', strokeWidth: 2, fillRule: 'evenodd' }),
    ),
    createElement('label', { htmlFor: 'q' }, 'Search'),
    createElement('input', { id: 'q', defaultValue: 'a "b"', autoComplete: 'off' }),
    createElement('img', { src: '/a.svg', alt: '', fetchPriority: 'high' }),
    createElement(
      'ul',
      null,
      createElement('li', { 'data-x': '1' }, 'one'),
      createElement('li', null, createElement('a', { href: '/b?x=1&y=2' }, 'two')),
    ),
  ),
);

/** A drawn page as the server sends it: its code tags held in a template, and the loader that adds them after the first paint. */
const html = (root: string) =>
  `<!doctype html><html><head><title>Home</title><template id="page-code"><script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script><link rel="modulepreload" href="/assets/a.js"></template><script>(()=>{const t=document.getElementById('page-code');})()</script></head><body><div id="root" data-page="home">${root}</div><script type="application/json" id="route-data">{}</script></body></html>`;

describe('the audit floor', () => {
  it('reads server-rendered markup into a tree that React renders back to the same markup', () => {
    const { nodes } = readTree(html(PAGE), 'root');
    expect(renderToString(createElement(Fragment, null, ...nodes.map(renderNode)))).toBe(PAGE);
  });

  it('counts the elements and the depth of the markup it copies', () => {
    const { nodes } = readTree(html(PAGE), 'root');
    expect(treeShape(nodes)).toEqual({ elements: 11, depth: 4 });
  });

  it("puts the floor's markup and script in place of the site's, delivered as the site delivers its code", () => {
    const page = html(PAGE);
    const { start, end } = readTree(page, 'root');
    const floor = floorDocument(page, '<p>floor</p>', start, end);
    expect(floor).toContain('<div id="root" data-page="home"><p>floor</p></div>');
    expect(floor).not.toMatch(/assets\/(a|index)\.js|route-data/);
    // In the entry's place (the template the loader empties after the first paint), with its attributes.
    expect(floor).toContain(
      '<template id="page-code"><script type="module" fetchpriority="low" crossorigin src="/floor.js"></script></template>',
    );
    expect(floor).toContain("document.getElementById('page-code')");
    expect(floor.match(/<script\b[^>]*>/g)).toHaveLength(2);
  });

  it("adds the floor's script to a page without a module script", () => {
    const page = '<html><head></head><body><div id="root"></div></body></html>';
    expect(floorDocument(page, '', 35, 35)).toContain('<script type="module" src="/floor.js"></script></head>');
  });

  it('says so when the page has no such element', () => {
    expect(() => readTree('<div id="app"></div>', 'root')).toThrow('no element with id="root"');
  });

  it("sends the floor's document with the home page's security headers, not its body's or connection's", () => {
    const home = new Headers({
      'Content-Security-Policy': "script-src 'self' 'nonce-abc'",
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
      'Permissions-Policy': 'camera=()',
      'Origin-Agent-Cluster': '?1',
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Encoding': 'gzip',
      'Content-Length': '8680',
      ETag: 'W/"1"',
      Vary: 'Cookie',
      'X-Request-Id': 'r-1',
    });
    expect(documentHeaders(home)).toEqual({
      'content-security-policy': "script-src 'self' 'nonce-abc'",
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'permissions-policy': 'camera=()',
      'origin-agent-cluster': '?1',
    });
  });
});
