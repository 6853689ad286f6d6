/**
 * A Vite plugin that puts, into each browser module that makes upstream calls, the entries it uses
 * and only the fields the browser reads. The table of calls (contract/api-calls.ts) holds each
 * call's whole entry, the server's settings included (auth mode, deadline, handler); imported as
 * it is, the browser build would put every entry any page uses into one shared chunk that each of
 * those pages then loads (about 1 KB gzip). So in the client build (not the SSR/prerender build,
 * not the server, which imports the table directly) a module's
 * `import * as calls from '#contract/api-calls.ts'` becomes a small object of its own:
 * `const calls = { product: { method: 'GET', path: '/media/product/:bigMediaId', answer: 'product' } }`.
 * A module that reads the namespace other than as `calls.<name>` fails the build rather than ship.
 */
import type { Plugin } from 'vite';
import * as CALLS from '../contract/api-calls';
import type { CallEntry } from '../contract/api-calls';

const NAMESPACE_IMPORT = /import \* as (\w+) from '#contract\/api-calls\.ts';/;
/** The fields the browser reads (client/src/shared/api/calls.ts). */
const BROWSER_FIELDS = ['method', 'upstream', 'path', 'query', 'answer'] as const satisfies readonly (keyof CallEntry)[];

const entries = CALLS as unknown as Record<string, CallEntry | undefined>;

/** The module's source with its namespace import of the table replaced by the entries it reads. */
export function inlineCalls(source: string, id: string): string {
  const found = NAMESPACE_IMPORT.exec(source);
  if (!found) return source;
  const local = found[1]!;
  const rest = source.slice(0, found.index) + source.slice(found.index + found[0].length);
  const names = new Set<string>();
  for (const use of rest.matchAll(new RegExp(String.raw`\b${local}\b(\s*\.\s*(\w+))?`, 'g'))) {
    const name = use[2];
    const entry = name ? entries[name] : undefined;
    if (!name || !entry || typeof entry !== 'object' || !('method' in entry)) {
      throw new Error(`inline-calls: ${id} reads "${use[0]}" from contract/api-calls.ts; only ${local}.<call> is supported`);
    }
    names.add(name);
  }
  const props = [...names].map((name) => {
    const entry = entries[name]!;
    const fields = Object.fromEntries(BROWSER_FIELDS.filter((f) => entry[f] !== undefined).map((f) => [f, entry[f]]));
    return `${JSON.stringify(name)}: ${JSON.stringify(fields)}`;
  });
  return `const ${local} = { ${props.join(', ')} };` + rest;
}

export function inlineCallsPlugin(): Plugin {
  return {
    name: 'inline-calls',
    enforce: 'pre',
    transform(code, id, options) {
      if (options?.ssr || !/[\\/]client[\\/]src[\\/].*\.tsx?$/.test(id.split('?')[0] ?? id)) return undefined;
      if (!NAMESPACE_IMPORT.test(code)) return undefined;
      return { code: inlineCalls(code, id), map: null };
    },
  };
}
