/** Draws the floor's tree (floor-tree.ts) with React, as its server side and the browser both do. */
import { createElement, type ReactNode } from 'react';
import type { FloorNode } from './floor-tree';

export function renderNode(node: FloorNode): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, props, children] = node;
  return createElement(tag, props, ...children.map(renderNode));
}
