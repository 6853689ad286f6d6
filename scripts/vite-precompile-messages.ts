/**
 * A Vite plugin (browser build only) that compiles the English messages where they stand in the
 * code, so no page carries a message compiler (docs/I18N.md). Lingui's macros leave each message's
 * English text in its descriptor (`{ id, message: 'Hello {name}' }`); at run time Lingui compiles a
 * text into the tokens it interpolates, and English pages, which load no catalog, did that in the
 * browser with client/src/shared/i18n/compile-source.ts. Here each descriptor's `message` that holds ICU
 * syntax (an argument, a plural, an apostrophe escape) becomes its tokens, with the same compiler;
 * a plain text stays as it is. In the same build the run-time compiler module becomes one that
 * returns a text as it is (only plain texts reach it). The prerender build keeps the real compiler,
 * and so do the server's renders and the unit tests.
 */
import { parseSync, type Plugin } from 'vite';
import { compileSource } from '../client/src/shared/i18n/compile-source';
import { applyEdits, walk, type Edit, type Node } from './vite-ast';

/** A property's name when it is written as a plain key (`id:`, `"id":`). */
function keyName(property: Node): string | undefined {
  const key = property.key as Node | undefined;
  if (!key || property.computed) return undefined;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

/** The replacement for a message text: its tokens, or undefined when it is plain text already. */
export function compiledMessage(text: string): string | undefined {
  const tokens = compileSource(text);
  if (tokens.length === 0) return undefined;
  if (tokens.length === 1 && typeof tokens[0] === 'string') return tokens[0] === text ? undefined : JSON.stringify(tokens[0]);
  return JSON.stringify(tokens);
}

/** `code` with each message descriptor's English text compiled (descriptors: objects with `id` and a literal `message`). */
export function precompileMessages(code: string, file: string): string {
  if (!code.includes('message')) return code;
  const { program, errors } = parseSync(file, code, { lang: 'js' });
  if (errors.length > 0) throw new Error(`precompile-messages: cannot parse ${file}: ${errors[0]?.message ?? ''}`);
  const edits: Edit[] = [];
  walk(program, (node) => {
    if (node.type !== 'ObjectExpression') return;
    const properties = (node.properties as Node[]).filter((p) => p.type === 'Property');
    const message = properties.find((p) => keyName(p) === 'message');
    const value = message?.value as Node | undefined;
    if (value?.type === 'Literal' && typeof value.value === 'string' && properties.some((p) => keyName(p) === 'id')) {
      const text = compiledMessage(value.value);
      if (text !== undefined) edits.push({ start: value.start, end: value.end, text });
    }
  });
  return applyEdits(code, edits);
}

const RUNTIME_COMPILER = /[\\/]client[\\/]src[\\/]shared[\\/]i18n[\\/]compile-source\.ts$/;

export function precompileMessagesPlugin(): Plugin {
  return {
    name: 'precompile-messages',
    // After Lingui's macros and the JSX transform: the descriptors are plain objects by then.
    enforce: 'post',
    load(id, options) {
      if (options?.ssr || !RUNTIME_COMPILER.test(id.split('?')[0] ?? id)) return undefined;
      return 'export const compileSource = (text) => text;\n';
    },
    transform(code, id, options) {
      const file = id.split('?')[0] ?? id;
      if (options?.ssr || !/[\\/]client[\\/]src[\\/].*\.[jt]sx?$/.test(file)) return undefined;
      const out = precompileMessages(code, file);
      return out === code ? undefined : { code: out, map: null };
    },
  };
}
