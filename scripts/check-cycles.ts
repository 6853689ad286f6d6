/**
 * Zero import cycles, type-only imports included (ESLint's cycle rule skips those, yet two modules
 * that need each other's types still belong in one place, or their shared types in a third).
 * Reads every file the tsconfig includes, resolves each relative import (static, dynamic,
 * `import type`, re-exports) with TypeScript's own resolver, and prints every cycle found.
 * Exit code 1 when there is one.
 */
import path from 'node:path';
import ts from 'typescript';

export interface CycleReport {
  files: number;
  /** Each cycle as the list of its files (relative to the root), in import order. */
  cycles: string[][];
}

function projectFiles(root: string): { files: string[]; options: ts.CompilerOptions } {
  const configPath = path.join(root, 'tsconfig.json');
  const read = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, root);
  return { files: parsed.fileNames, options: parsed.options };
}

/** The project files each file imports (relative imports only; packages cannot close a cycle). */
function importGraph(files: string[], options: ts.CompilerOptions): Map<string, string[]> {
  const known = new Set(files.map((f) => path.resolve(f)));
  const graph = new Map<string, string[]>();
  for (const file of known) {
    const source = ts.sys.readFile(file) ?? '';
    const info = ts.preProcessFile(source, true, true);
    const targets = new Set<string>();
    for (const ref of info.importedFiles) {
      if (!ref.fileName.startsWith('.')) continue;
      const resolved = ts.resolveModuleName(ref.fileName, file, options, ts.sys).resolvedModule?.resolvedFileName;
      if (resolved && known.has(path.resolve(resolved))) targets.add(path.resolve(resolved));
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Tarjan's strongly connected components; every component of two or more files is a cycle. */
function stronglyConnected(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfImport = (graph.get(node) ?? []).includes(node);
      if (component.length > 1 || selfImport) components.push(component.reverse());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components;
}

export function findCycles(root: string): CycleReport {
  const { files, options } = projectFiles(root);
  const cycles = stronglyConnected(importGraph(files, options)).map((c) => c.map((f) => path.relative(root, f)).sort());
  return { files: files.length, cycles };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const root = path.resolve(process.argv[2] ?? '.');
  const { files, cycles } = findCycles(root);
  if (cycles.length === 0) {
    process.stdout.write(`No import cycles in ${files} files.\n`);
  } else {
    process.stdout.write(`${cycles.length} import cycle(s) (type-only imports count too):\n`);
    for (const cycle of cycles) process.stdout.write(`  ${cycle.join(' <-> ')}\n`);
    process.exit(1);
  }
}
