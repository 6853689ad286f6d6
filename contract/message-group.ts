/**
 * A group of user-facing messages, written once (docs/I18N.md, "Where a message is written"). The
 * group's source is its English texts with `{name}` where a value goes, the way the translation
 * catalogs write them. From that one object:
 * - the server, the mock upstream, the client and the tests read the English texts: a text without
 *   a value is the string itself, a text with values is a function taking them in the order the
 *   text names them (`confirmIpd(60)` for 'OK, Set your preferred IPD to {ipd}mm');
 * - the client reads each message's translation descriptor (`messageDescriptors`);
 * - `npm run i18n:extract` reads the same object literal to write the catalogs
 *   (scripts/message-group-extractor.ts), so a message is never copied into the client.
 *
 * How a group's translations are found decides how it is declared:
 * - `defineMessages('HEADSET_MESSAGES', {...})`: by id `HEADSET_MESSAGES.<key>`, for texts only the
 *   site's own code shows; texts may take values;
 * - `{...} as const satisfies TextMessages`: by the English text itself, for texts that also reach
 *   the client inside an answer (the server's error bodies), which the client then finds by the
 *   text it received. These groups are in every page's code, so they are plain objects: declaring
 *   one costs nothing at run time.
 */

/** The names of a text's values, in the order the text gives them. */
type ValueNames<T extends string> = T extends `${string}{${infer Name}}${infer Rest}` ? [Name, ...ValueNames<Rest>] : [];

/** One value per name (a mapped tuple: the names' type must be a parameter for it to stay a tuple). */
type Values<Names extends string[]> = { [I in keyof Names]: string | number };

/** One message as the code reads it: the text, or a function of its values. */
type Text<T extends string> = ValueNames<T> extends [] ? T : (...values: Values<ValueNames<T>>) => string;

export type MessageTexts<T extends Record<string, string>> = { readonly [K in keyof T]: Text<T[K]> };

/** A translation descriptor (shaped as Lingui's `MessageDescriptor`, which the contract does not import). */
export interface MessageSource {
  readonly id: string;
  readonly message: string;
}

interface Group {
  readonly name: string;
  readonly sources: Readonly<Record<string, string>>;
}

const groups = /* @__PURE__ */ new WeakMap<object, Group>();

const VALUE = /\{(\w+)\}/g;

/** The id a `defineMessages` group's message is translated under. */
export const messageId = (group: string, key: string): string => `${group}.${key}`;

/**
 * Declares a group whose translations are found by key. `name` is the constant's own name; the
 * object literal must hold plain string literals only (the catalogs' extractor reads it as written
 * and fails on anything else).
 */
export function defineMessages<const T extends Record<string, string>>(name: string, sources: T): MessageTexts<T> {
  const texts: Record<string, unknown> = {};
  for (const [key, source] of Object.entries(sources)) {
    const names = [...source.matchAll(VALUE)].map((match) => match[1]);
    texts[key] =
      names.length === 0
        ? source
        : (...values: (string | number)[]) => source.replace(VALUE, (_, valueName: string) => String(values[names.indexOf(valueName)]));
  }
  Object.freeze(texts);
  groups.set(texts, { name, sources });
  // The object built above has exactly the keys of T, each a string or a function of T's values.
  return texts as MessageTexts<T>;
}

/** Each message of a group with its translation descriptor: its id and its English source. */
export function messageDescriptors<M extends object>(texts: M): { readonly [K in keyof M]: MessageSource } {
  const group = groups.get(texts);
  if (!group) throw new Error('messageDescriptors: not a message group made by defineMessages');
  const descriptors: Record<string, MessageSource> = {};
  for (const [key, source] of Object.entries(group.sources)) {
    descriptors[key] = { id: messageId(group.name, key), message: source };
  }
  // One descriptor per key of the group's sources, which are the keys of its texts.
  return descriptors as { readonly [K in keyof M]: MessageSource };
}

/**
 * A group whose translations are found by their English text: plain strings, no values, declared
 * `{ ... } as const satisfies TextMessages`. Spreading another such group in is allowed (its own
 * file declares its messages to the catalogs).
 */
export type TextMessages = Readonly<Record<string, string>>;
