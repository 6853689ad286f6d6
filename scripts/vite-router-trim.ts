/**
 * A Vite plugin that keeps eight parts of react-router the site never uses out of the browser's
 * code. Tree-shaking cannot drop them: the router reaches each through a runtime check of an
 * option or a context this app never sets, so the bundler must keep the code behind it.
 *  - instrumentation (`instrumentations`, an option of createBrowserRouter the app does not pass);
 *  - the React Server Components error handling (the RSC router context is never provided);
 *  - `<Link prefetch>`'s page-link preloading, which reads framework mode's manifest (no link of
 *    the app sets `prefetch`; the prop itself is still accepted and does nothing);
 *  - view transitions (the `viewTransition` option of a link or navigation, which the app never
 *    sets): the router's state update always takes the plain path;
 *  - route discovery (`patchRoutesOnNavigation`, an option of createBrowserRouter the app does not
 *    pass: its whole route table is known at start);
 *  - route middleware (no route of the app has `middleware`): loaders run without the pipeline;
 *  - navigation blockers (`useBlocker`, which the app never calls): no step asks for one;
 *  - the development warnings (`warning(…)`, `warnOnce(…)`: a console message when a route is
 *    written or used wrongly, e.g. a path with a misplaced `*` or a navigation during render),
 *    which the router's production build keeps and React's leaves out: each statement becomes
 *    `void 0` and the bundler drops its message. The router's errors (`invariant`) stay.
 * Each check becomes `false` (or `true` where the check is negated, for the plain path) in the client build only (the prerender and server renders keep the
 * file as shipped). A check this cannot find (a router update that moved the code) fails the build
 * rather than ship the router half-edited; the rewrite must then be checked against the new code.
 */
import { parseSync, type Plugin } from 'vite';
import { applyEdits, walk, type Node } from './vite-ast';

const ROUTER_CHUNK = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/;

/** The router's code with each unused check set to false: [what is matched, how often]. */
export const CHECKS: [RegExp, number][] = [
  // createRouter and createStaticHandler: `if (init.instrumentations) {`.
  [/\bif \(init\.instrumentations\) \{/g, 2],
  // The route error boundary: a digest sent by an RSC server, and the RSC error handler.
  [/\bif \(this\.context && typeof error === "object"/g, 1],
  [/\bif \(this\.context\) \{(?=\s*return \/\* @__PURE__ \*\/ React\d*\.createElement\(RSCErrorHandler)/g, 1],
  // <Link>: the prefetch links rendered beside it.
  [/\breturn shouldPrefetch && !isAbsolute \?(?= \/\* @__PURE__ \*\/ React\d*\.createElement\(React\d*\.Fragment, null, link,)/g, 1],
  // RouterProvider's state update: the plain path unless a view transition was asked for.
  [/\bif \(!viewTransitionOpts \|\| !isViewTransitionAvailable\) \{/g, 1],
  // Route discovery: the fog-of-war check, and the discovery loop's early return taken always.
  [/\bif \(init\.patchRoutesOnNavigation\) \{/g, 1],
  [/\bif \(!init\.patchRoutesOnNavigation\) \{/g, 1],
  // The client's data strategy: the plain loaders unless a matched route has middleware.
  [/\bif \(!args\.matches\.some\(\(m\) => m\.route\.middleware\)\) \{/g, 1],
  // Navigation blockers (`useBlocker`): a history step and a navigation never ask whether one blocks.
  [/\blet blockerKey = shouldBlockNavigation\(\{/g, 2],
];

/** How many warning statements the router's chunk has (react-router 7.18). */
export const WARNINGS = 30;

/** Each `warning(…);` and `warnOnce(…);` statement as `void 0;` (its line breaks kept, so lines still match the original). */
export function withoutWarnings(source: string): string {
  const { program, errors } = parseSync('router.mjs', source, { lang: 'js' });
  if (errors.length > 0) throw new Error(`router-trim: cannot parse react-router: ${errors[0]?.message ?? ''}`);
  const calls: Node[] = [];
  walk(program, (node) => {
    const call = node.type === 'ExpressionStatement' ? (node.expression as Node) : undefined;
    const callee = call?.type === 'CallExpression' ? (call.callee as Node) : undefined;
    if (call && callee?.type === 'Identifier' && (callee.name === 'warning' || callee.name === 'warnOnce')) calls.push(call);
  });
  if (calls.length !== WARNINGS)
    throw new Error(`router-trim: expected ${WARNINGS} warning statements in react-router's production build, found ${calls.length}`);
  const lineBreaks = (start: number, end: number) => '\n'.repeat(source.slice(start, end).split('\n').length - 1);
  return applyEdits(
    source,
    calls.map(({ start, end }) => ({ start, end, text: `void 0${lineBreaks(start, end)}` })),
  );
}

/** The router chunk's source with the unused checks turned off; throws when one is not found as expected. */
export function trimRouter(source: string): string {
  let out = source;
  for (const [pattern, times] of CHECKS) {
    const found = out.match(pattern)?.length ?? 0;
    if (found !== times) throw new Error(`router-trim: expected ${times} of ${pattern} in react-router's production build, found ${found}`);
    out = out.replace(pattern, off);
  }
  return withoutWarnings(out);
}

/**
 * `if (a) {` → `if (false) {`, `if (a && b` → `if (false && b`, `return a && b ?` → `return false ?`;
 * a negated check (`if (!opts || !available) {`, `if (!init.patchRoutesOnNavigation) {`) → `if (true) {` (the plain path, always).
 */
function off(match: string): string {
  if (match.startsWith('let blockerKey')) return 'let blockerKey = void 0 && shouldBlockNavigation({';
  if (match.startsWith('if (!')) return 'if (true) {';
  if (match.startsWith('return')) return 'return false ?';
  if (match.includes('&&')) return match.replace('this.context &&', 'false &&');
  return 'if (false) {';
}

export function routerTrimPlugin(): Plugin {
  return {
    name: 'router-trim',
    apply: 'build',
    transform(code, id, options) {
      // The router's files share code through chunks; the one holding createRouter has the checks.
      if (options?.ssr || !ROUTER_CHUNK.test(id.split('?')[0] ?? id) || !code.includes('function createRouter(')) return undefined;
      return { code: trimRouter(code), map: null };
    },
  };
}
