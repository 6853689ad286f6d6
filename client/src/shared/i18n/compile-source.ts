/**
 * The source language's messages compiled (docs/I18N.md): English pages load no catalog, the
 * English text stays in the code (as it always was), and this small compiler turns an ICU message
 * into the token form Lingui interpolates. The browser's build runs it over the code's messages
 * (scripts/vite-precompile-messages.ts), and there this module is replaced by one that leaves a
 * text as it is; the prerender step, the server's renders and the unit tests run it here. It knows what this site's messages use:
 * text, `{arg}`, `{arg, type}`, `{arg, plural|selectordinal|select, key {…} …}` with `#`, `=n`
 * keys and ICU apostrophe quoting. tests/unit/i18n-compile.test.ts checks it against Lingui's own
 * compiler on every message of the catalogs.
 */
type Token = string | [string] | [string, string] | [string, string, Record<string, Token[]>];

export function compileSource(message: string): Token[] {
  let i = 0;
  const n = message.length;

  /** Text and arguments up to an unmatched `}` (or the end); `inPlural` makes `#` a token. */
  function tokens(inPlural: boolean): Token[] {
    const out: Token[] = [];
    let text = '';
    const flush = () => {
      if (text) out.push(text);
      text = '';
    };
    while (i < n) {
      const c = message[i]!;
      if (c === '}') break;
      if (c === '{') {
        flush();
        out.push(argument());
        continue;
      }
      if (c === '#' && inPlural) {
        flush();
        out.push('#');
        i++;
        continue;
      }
      if (c === "'") {
        const next = message[i + 1];
        if (next === "'") {
          text += "'";
          i += 2;
          continue;
        }
        // A quoted run starts only before a character that would otherwise be syntax.
        if (next === '{' || next === '}' || (inPlural && next === '#')) {
          const end = message.indexOf("'", i + 1);
          const stop = end === -1 ? n : end;
          text += message.slice(i + 1, stop).replaceAll("''", "'");
          i = stop + 1;
          continue;
        }
      }
      text += c;
      i++;
    }
    flush();
    return out;
  }

  const skipSpace = () => {
    while (i < n && /\s/.test(message[i]!)) i++;
  };
  const word = () => {
    skipSpace();
    const start = i;
    while (i < n && !/[\s,{}]/.test(message[i]!)) i++;
    return message.slice(start, i);
  };

  function argument(): Token {
    i++; // {
    const name = word();
    skipSpace();
    if (message[i] === '}') {
      i++;
      return [name];
    }
    i++; // ,
    const type = word();
    skipSpace();
    if (message[i] === '}') {
      i++;
      return [name, type];
    }
    i++; // ,
    if (type !== 'plural' && type !== 'selectordinal' && type !== 'select') {
      // A style (`{n, number, percent}`): kept as the format argument, as Lingui does.
      const start = i;
      while (i < n && message[i] !== '}') i++;
      const style = message.slice(start, i).trim();
      i++;
      return [name, type, style as unknown as Record<string, Token[]>];
    }
    const cases: Record<string, Token[]> = {};
    for (;;) {
      skipSpace();
      if (i >= n || message[i] === '}') break;
      let key = word();
      if (key.startsWith('offset:')) continue;
      if (key.startsWith('=')) key = key.slice(1);
      skipSpace();
      i++; // {
      cases[key] = tokens(type !== 'select');
      i++; // }
    }
    i++; // }
    return [name, type, cases];
  }

  return tokens(false);
}
