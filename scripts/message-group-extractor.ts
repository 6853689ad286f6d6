/**
 * Reads the contract's message groups (contract/message-group.ts) for `lingui extract`, so the
 * catalogs take each message from the one place it is written (docs/I18N.md, "Where a message is
 * written"). A group is a `defineMessages('NAME', { key: 'English {value}', ... }, ids?)` call; the
 * extractor reads it as written, without running it, and fails on anything it cannot read as plain
 * string literals, naming the file and line, so a message can never silently go missing from the
 * catalogs. A property's doc comment becomes the message's comment for translators.
 */
import type { ExtractorType } from '@lingui/conf';
import ts from 'typescript';
import { messageId } from '#contract/message-group.ts';

/** The contract's message files: `messages.ts` and every `*-messages.ts`. */
const GROUP_FILE = /[\\/]contract[\\/](?:[\w-]+-)?messages\.ts$/;

export interface GroupMessage {
  id: string;
  message: string;
  comment?: string;
  line: number;
}

const stringValue = (node: ts.Node | undefined): string | undefined =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

/** Every message of every group in a source file, in the order written. */
export function readMessageGroups(filename: string, code: string): GroupMessage[] {
  const file = ts.createSourceFile(filename, code, ts.ScriptTarget.Latest, true);
  const found: GroupMessage[] = [];
  function fail(node: ts.Node, problem: string): never {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    throw new Error(`${filename}:${line + 1}: ${problem}`);
  }

  /** A group's messages; `idOf` gives a message's id by its key, else the id is its English. */
  function readGroup(sources: ts.ObjectLiteralExpression, idOf?: (key: string) => string): void {
    for (const property of sources.properties) {
      if (ts.isSpreadAssignment(property) && !idOf) continue;
      if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) {
        fail(property, 'each message is written `key: "text"`');
      }
      const message = stringValue(property.initializer) ?? fail(property, 'a message is a plain string literal, its values written {name}');
      const comment = ts
        .getJSDocCommentsAndTags(property)
        .map((doc) => (typeof doc.comment === 'string' ? doc.comment : ''))
        .join(' ')
        .trim();
      found.push({
        id: idOf ? idOf(property.name.text) : message,
        message,
        ...(comment ? { comment } : {}),
        line: file.getLineAndCharacterOfPosition(property.getStart()).line + 1,
      });
    }
  }

  const visit = (node: ts.Node): void => {
    const callee = ts.isCallExpression(node) && ts.isIdentifier(node.expression) ? node.expression.text : undefined;
    const byKey = callee === 'defineMessages';
    const byText =
      ts.isSatisfiesExpression(node) &&
      ts.isTypeReferenceNode(node.type) &&
      ts.isIdentifier(node.type.typeName) &&
      node.type.typeName.text === 'TextMessages';
    if (ts.isCallExpression(node) && byKey) {
      const [first, second] = node.arguments;
      const name = stringValue(first) ?? fail(node, 'a message group is named by a string literal');
      if (!second || !ts.isObjectLiteralExpression(second)) fail(node, 'a message group is an object literal');
      readGroup(second, (key) => messageId(name, key));
    } else if (ts.isSatisfiesExpression(node) && byText) {
      let sources: ts.Expression = node.expression;
      while (ts.isAsExpression(sources) || ts.isParenthesizedExpression(sources)) sources = sources.expression;
      if (!ts.isObjectLiteralExpression(sources)) fail(node, 'a message group is an object literal');
      readGroup(sources);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (found.length === 0) throw new Error(`${filename}: no message group (defineMessages, or an object literal satisfies TextMessages)`);
  return found;
}

export const messageGroupExtractor: ExtractorType = {
  match: (filename) => GROUP_FILE.test(filename),
  extract(filename, code, onMessageExtracted) {
    for (const { id, message, comment, line } of readMessageGroups(filename, code)) {
      onMessageExtracted({ id, message, ...(comment ? { comment } : {}), origin: [filename, line] });
    }
  },
};
