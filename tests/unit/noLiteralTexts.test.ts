import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// docs/languages.md#messages: no text in the code outside the translation files. A text a user
// reads (JSX text, a label, a title, a notification) names a message key instead.

const root = join(import.meta.dirname, '../..');
const clientRoot = join(root, 'src/client');

/** Attributes whose string a user reads. */
const textAttributes = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'helperText',
  'emptyText',
  'alt',
]);

/** Proper names and codes that read the same in every language. */
const allowedWords = new Set(['TLS', 'CITES', 'TOPS', 'ISO']);

const messageKey = /^(portal|resources|ra)\./;

function tsxFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFilesUnder(path);
    return entry.name.endsWith('.tsx') && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });
}

/** Whether a text has a letter outside the allowed proper names and codes. */
function readsAsText(text: string): boolean {
  const words = text.match(/[\p{L}][\p{L}\p{N}]*/gu) ?? [];
  return words.some((word) => !allowedWords.has(word));
}

function stringOf(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isJsxExpression(node)) return stringOf(node.expression);
  return undefined;
}

function literalTextsIn(path: string): string[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push(`${relative(root, path)}:${line} ${JSON.stringify(text.trim())}`);
  };
  const userText = (text: string | undefined) =>
    text !== undefined && !messageKey.test(text) && readsAsText(text);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && readsAsText(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && textAttributes.has(node.name.getText(source))) {
      const text = stringOf(node.initializer);
      if (userText(text)) report(node, text!);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'notify'
    ) {
      const text = stringOf(node.arguments[0]);
      if (userText(text)) report(node, text!);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('texts in the client', () => {
  it('are message keys, not literals', () => {
    const found = tsxFilesUnder(clientRoot).flatMap(literalTextsIn);
    expect(found).toEqual([]);
  });
});
