/** The home page's markup as a tree, written into the floor's bundle by scripts/audit-floor.ts. */
declare module 'floor:tree' {
  import type { FloorNode } from './floor-tree';
  const tree: FloorNode[];
  export default tree;
}
