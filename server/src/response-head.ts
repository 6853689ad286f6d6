/**
 * Headers decided early and written with the answer's head, not stored one `setHeader` at a time.
 *
 * Every response carries the request id, and every /api answer the same dozen policy headers
 * (security/headers.ts) plus Cache-Control. Set with `setHeader` as the request passes each
 * middleware, each header was validated, lower-cased into Node's header store and read back out
 * when the head was written: about a sixth of a proxied call's own CPU time went to the head
 * (docs/decisions/0019-proxy-per-call-cpu.md). Node writes a head given whole to
 * `writeHead(status, flatArray)` without that store, but only when nothing was set before.
 *
 * So the middlewares note these headers on the response (`deferHead`, `deferRequestId`), and they
 * reach the head in one of two ways, with the same result:
 * - the proxy's answer, when nothing else was set, is written whole (`writeWholeHead`): noted
 *   headers, then the answer's own, in one array;
 * - any other head (Express's `res.json`, a redirect, a file, an error) goes through the app's
 *   `writeHead` (`installDeferredHead`), which first sets each noted header that nothing set
 *   since. A handler that sets one of them itself (a page's own Referrer-Policy, a stand-in's
 *   CSP) still has the last word, as when the noted ones were set first and then overwritten.
 */
import http from 'node:http';
import type { Express, Response } from 'express';
import { HEADER } from '#contract/protocol.ts';

const FIXED = Symbol('noted fixed headers');
const REQUEST_ID = Symbol('noted request id');

type Noted = http.ServerResponse & { [FIXED]?: readonly string[]; [REQUEST_ID]?: string };

/** A flat list of header names and values, as `writeHead` takes it: name, value, name, value… */
export type FlatHeaders = readonly string[];

const nodeWriteHead = http.ServerResponse.prototype.writeHead;

/** Notes headers that depend on nothing but the kind of answer (a constant list, shared by responses). */
export function deferHead(res: Response, headers: FlatHeaders): void {
  (res as Noted)[FIXED] = headers;
}

/** The headers noted so far on this response (undefined: none). */
export function deferredHead(res: Response): FlatHeaders | undefined {
  return (res as Noted)[FIXED];
}

const extended = new WeakMap<FlatHeaders, Map<string, FlatHeaders>>();

/**
 * Adds one constant header to the noted list (or sets it, when nothing was noted). The longer
 * list is made once per noted list and header, and shared by the responses that get it.
 */
export function deferHeader(res: Response, name: string, value: string): void {
  const noted = deferredHead(res);
  if (!noted) {
    res.setHeader(name, value);
    return;
  }
  let byHeader = extended.get(noted);
  if (!byHeader) extended.set(noted, (byHeader = new Map()));
  const key = `${name}: ${value}`;
  let longer = byHeader.get(key);
  if (!longer) byHeader.set(key, (longer = [...noted, name, value]));
  deferHead(res, longer);
}

/** Notes the request id, sent back on every answer. */
export function deferRequestId(res: Response, id: string): void {
  (res as Noted)[REQUEST_ID] = id;
}

/** Sets the noted headers that nothing has set since, and forgets them. */
function fillNoted(res: Noted): void {
  const fixed = res[FIXED];
  const id = res[REQUEST_ID];
  res[FIXED] = undefined;
  res[REQUEST_ID] = undefined;
  if (fixed) {
    for (let i = 0; i < fixed.length; i += 2) if (!res.hasHeader(fixed[i]!)) res.setHeader(fixed[i]!, fixed[i + 1]!);
  }
  if (id !== undefined && !res.hasHeader(HEADER.requestId)) res.setHeader(HEADER.requestId, id);
}

/**
 * Makes every head this app writes carry the noted headers. Installed on the app's response
 * prototype, which every response of the app has (and which `serverOptionsFor`'s class extends).
 * Installing it again changes nothing.
 */
export function installDeferredHead(app: Express): void {
  if (Object.hasOwn(app.response, 'writeHead')) return;
  // The app's writeHead, Node's own in front of it; `this` is the response being answered.
  app.response.writeHead = function writeHead(this: Noted, ...args: Parameters<http.ServerResponse['writeHead']>) {
    fillNoted(this);
    return nodeWriteHead.apply(this, args);
  } as typeof app.response.writeHead;
}

/**
 * Writes the answer's head: status, the noted headers, then `own` (which must not repeat a noted
 * name: the proxy's forwarded answer headers never do). When nothing was set with `setHeader`
 * before, the whole head goes to Node as one array; otherwise `own` is set over what was set,
 * and the app's writeHead adds the noted headers nothing replaced.
 */
export function writeWholeHead(res: Response, status: number, own: FlatHeaders): void {
  const noted = res as Noted;
  if (res.getHeaderNames().length > 0) {
    for (let i = 0; i < own.length; i += 2) res.setHeader(own[i]!, own[i + 1]!);
    res.writeHead(status);
    return;
  }
  const fixed = noted[FIXED];
  const id = noted[REQUEST_ID];
  const head = fixed ? fixed.concat(own) : own.slice();
  if (id !== undefined) head.push(HEADER.requestId, id);
  // Node refuses a head with an invalid header before writing any of it: the noted headers are
  // then still there for the error answer that follows.
  nodeWriteHead.call(res, status, head);
  noted[FIXED] = undefined;
  noted[REQUEST_ID] = undefined;
}
