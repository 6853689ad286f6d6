/**
 * What Lingui's React macros (`Trans`, `useLingui` from `@lingui/react/macro`) compile to
 * (lingui.config.ts, `runtimeConfigModule`), in place of the @lingui/react package. The page's
 * language never changes while it is open (the language switch loads the page again) and the
 * server renders one page at a time, synchronously, after activating its language; so the
 * components read the one i18n instance directly: no provider, no context, no subscription.
 * The markup a message renders is exactly what @lingui/react's `Trans` rendered.
 */
import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { i18n } from '@lingui/core';

const LINGUI = { i18n, _: i18n.t };

/** The i18n instance and its translate function, for strings (`t` of the macro). */
export function useLingui(): typeof LINGUI {
  return LINGUI;
}

type Element = ReactElement<{ children?: ReactNode }>;

interface TransProps {
  id: string;
  message?: string;
  values?: Record<string, unknown>;
  /** The message's markup, numbered as its `<0>…</0>` tags are. */
  components?: Record<string, Element>;
}

/** A message with markup or React values inside: the translation, its tags turned back into elements. */
export function Trans({ id, message, values, components = {} }: TransProps): ReactNode {
  let texts = values;
  if (values) {
    // A value that is not text (an element, a list) becomes one more numbered tag, so the
    // translation can place it.
    texts = { ...values };
    components = { ...components };
    for (const [name, value] of Object.entries(values)) {
      if (typeof value === 'string' || typeof value === 'number') continue;
      const index = Object.keys(components).length;
      components[index] = <>{value as ReactNode}</>;
      texts[name] = `<${index}/>`;
    }
  }
  return withElements(i18n._(id, texts, { message }), components);
}

/** `<0>inner</0>` (inner formatted in turn) or `<0/>`, in the text between them. */
const TAG = /<([\w.-]+)>([\s\S]*?)<\/\1>|<([\w.-]+)\/>/;

function withElements(text: string, components: Record<string, Element>): ReactNode {
  // split() leaves, per tag: the text before it, then the three groups (paired name, inner, lone name).
  const parts = text.split(TAG);
  if (parts.length === 1) return text;
  const tree: ReactNode[] = [];
  for (let i = 0; i < parts.length; i += 4) {
    if (parts[i]) tree.push(parts[i]);
    if (i + 1 >= parts.length) break;
    const element = components[parts[i + 1] ?? parts[i + 3]!];
    const inner = parts[i + 2];
    // A tag without its element (the catalog test keeps a translation's tags equal to the
    // source's) keeps only its inner text, as in @lingui/react.
    const inside = inner ? withElements(inner, components) : element?.props.children;
    tree.push(element ? cloneElement(element, { key: tree.length }, inside) : <Fragment key={tree.length}>{inside}</Fragment>);
  }
  return tree.length === 1 ? tree[0] : tree;
}
