/**
 * The floor's markup as the server side of a takeover renders it (scripts/audit-floor.ts). The
 * audit bundles this file with its own production copy of React: the audit's process may by then
 * hold React's development build (or, after building the site in-process, a mix of both), and
 * React's server renderer fails on a React of the other build.
 */
import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { renderNode } from './floor-node';
import type { FloorNode } from './floor-tree';

export function renderFloor(nodes: FloorNode[]): string {
  return renderToString(createElement(Fragment, null, ...nodes.map(renderNode)));
}
