/**
 * The floor page's markup as data (scripts/audit-floor.ts): the home page's server-rendered HTML
 * read into a tree of plain elements (floor-node.ts draws it with React). This file loads no React:
 * the audit's process builds the site in-process, and its prerender step must be the first to load
 * React there, in the build's production mode.
 */
import type { CSSProperties } from 'react';

/** Text, or an element: its tag, its React props and its children. */
export type FloorNode = string | [tag: string, props: Record<string, unknown>, children: FloorNode[]];

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Elements whose content is not markup. */
const RAW = new Set(['script', 'style', 'textarea', 'title']);
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') return String.fromCodePoint(ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** `a:b;--c:d` as React's style object (custom properties keep their names). */
function styleObject(text: string): CSSProperties {
  const style: Record<string, string> = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (!name) continue;
    style[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())] = value;
  }
  return style as CSSProperties;
}

/** HTML attributes whose React prop is spelled otherwise (beyond the hyphenated ones). */
const RENAMED: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  srcset: 'srcSet',
  crossorigin: 'crossOrigin',
  fetchpriority: 'fetchPriority',
  autocomplete: 'autoComplete',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  inputmode: 'inputMode',
  enterkeyhint: 'enterKeyHint',
  spellcheck: 'spellCheck',
  contenteditable: 'contentEditable',
  accesskey: 'accessKey',
  referrerpolicy: 'referrerPolicy',
  novalidate: 'noValidate',
  datetime: 'dateTime',
  usemap: 'useMap',
  'xlink:href': 'xlinkHref',
  'xml:lang': 'xmlLang',
};

/** The React prop for an attribute: SVG's hyphenated presentation attributes in camel case, aria-* and data-* as they are. */
function propName(name: string): string {
  if (RENAMED[name]) return RENAMED[name];
  if (/^(aria|data)-/.test(name) || !name.includes('-')) return name;
  return name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
}

/** An HTML attribute as the React prop that renders it back. */
function propOf(tag: string, name: string, value: string | undefined): [string, unknown] {
  if (name === 'style') return ['style', styleObject(value ?? '')];
  // A form field's value as markup, not a controlled field the floor would have to feed.
  if ((tag === 'input' || tag === 'select') && name === 'value') return ['defaultValue', decode(value ?? '')];
  if (tag === 'input' && name === 'checked') return ['defaultChecked', true];
  return [propName(name), value === undefined ? true : decode(value)];
}

function attributes(tag: string, text: string): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const match of text.matchAll(/([^\s"'=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    const [name, value] = propOf(tag, match[1]!, match[2] ?? match[3] ?? match[4]);
    props[name] = value;
  }
  return props;
}

/**
 * The children of the element whose opening tag has `id="<id>"`, read from server-rendered HTML
 * (React's own output: quoted attributes, closed elements). Comments are left out (React writes
 * them between neighbouring texts and around suspended parts; it writes them again itself), as are
 * the image preloads it writes from the images, and the scripts: the floor runs no code of the page.
 */
export function readTree(html: string, id: string): { nodes: FloorNode[]; start: number; end: number } {
  const open = new RegExp(`<([a-z][a-z0-9-]*)\\b[^>]*\\bid="${id}"[^>]*>`, 'i').exec(html);
  if (!open) throw new Error(`the page has no element with id="${id}"`);
  const top: FloorNode[] = [];
  const stack: { tag: string; children: FloorNode[] }[] = [{ tag: open[1]!.toLowerCase(), children: top }];
  const token = /<!--[\s\S]*?-->|<\/([a-zA-Z][\w:-]*)\s*>|<([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+|</g;
  token.lastIndex = open.index + open[0].length;
  for (let m = token.exec(html); m; m = token.exec(html)) {
    const [whole, closing, tag, rest] = m;
    const parent = stack[stack.length - 1]!;
    if (whole.startsWith('<!--')) continue;
    if (closing !== undefined) {
      stack.pop();
      if (stack.length === 0) return { nodes: top, start: open.index + open[0].length, end: m.index };
      continue;
    }
    if (tag === undefined) {
      parent.children.push(decode(whole));
      continue;
    }
    const name = /^[a-z]/.test(tag) && !/[A-Z]/.test(tag.slice(1)) ? tag.toLowerCase() : tag;
    const selfClosing = /\/\s*$/.test(rest ?? '');
    const props = attributes(name, (rest ?? '').replace(/\/\s*$/, ''));
    // React writes an image's preload itself, from the image (renderToString puts it first).
    if (name === 'link' && props.rel === 'preload') continue;
    const children: FloorNode[] = [];
    if (RAW.has(name)) {
      const end = html.toLowerCase().indexOf(`</${name}`, token.lastIndex);
      const content = html.slice(token.lastIndex, end < 0 ? html.length : end);
      token.lastIndex = end < 0 ? html.length : html.indexOf('>', end) + 1;
      if (name === 'script') continue;
      if (name === 'style') props.dangerouslySetInnerHTML = { __html: content };
      else if (content) children.push(decode(content));
      parent.children.push([name, props, children]);
      continue;
    }
    parent.children.push([name, props, children]);
    if (!selfClosing && !VOID.has(name)) stack.push({ tag: name, children });
  }
  throw new Error(`the element with id="${id}" is never closed`);
}

/** Elements in a tree, and its greatest depth: the shape the floor copies. */
export function treeShape(nodes: FloorNode[], depth = 1): { elements: number; depth: number } {
  let elements = 0;
  let deepest = 0;
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    const inner = treeShape(node[2], depth + 1);
    elements += 1 + inner.elements;
    deepest = Math.max(deepest, inner.elements ? inner.depth : depth);
  }
  return { elements, depth: deepest };
}
