/** The parsed program's nodes, as much of them as the build's source rewrites read (scripts/vite-*.ts). */
export interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

export const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Calls `visit` on every node under `root`, depth first. */
export function walk(root: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(root)) return root.forEach((child) => walk(child, visit));
  if (!isNode(root)) return;
  visit(root);
  for (const [key, child] of Object.entries(root)) if (key !== 'type' && typeof child === 'object') walk(child, visit);
}

/** One replacement of the source between `start` and `end`. */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** `source` with every edit made (edits must not overlap); the last first, so earlier offsets hold. */
export function applyEdits(source: string, edits: Edit[]): string {
  let out = source;
  for (const { start, end, text } of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, start) + text + out.slice(end);
  return out;
}
