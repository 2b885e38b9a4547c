import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { appSourceFiles, WEB_SRC } from '../testing/source-files.ts';

/** Key factory files: the only place key arrays are written. */
const isFactoryFile = (rel: string) => /(^|[/-])keys\.ts$/.test(rel);

/** QueryClient methods whose first argument is a query key (not filters). */
const KEY_METHODS = new Set(['setQueryData', 'getQueryData', 'getQueryState', 'ensureQueryData']);

/** An array literal, possibly behind `as const`, parentheses or one branch of `a ? b : c`. */
function isLiteralKey(node: ts.Expression): boolean {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) {
    return isLiteralKey(node.expression);
  }
  if (ts.isConditionalExpression(node)) return isLiteralKey(node.whenTrue) || isLiteralKey(node.whenFalse);
  return ts.isArrayLiteralExpression(node);
}

/** `x.queryKey[0]`, the start of a predicate that matches keys by their strings. */
function isKeyElement(node: ts.Expression): boolean {
  return (
    ts.isElementAccessExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === 'queryKey'
  );
}

/** The places in a file's text where a query key is written by hand, as `file:line: code`. */
function literalKeys(rel: string, text = readFileSync(join(WEB_SRC, rel), 'utf8')): string[] {
  const file = ts.createSourceFile(rel, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    found.push(`${rel}:${line}: ${node.getText(file).replace(/\s+/g, ' ')}`);
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'queryKey' &&
      isLiteralKey(node.initializer)
    ) {
      report(node);
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      KEY_METHODS.has(node.expression.name.text) &&
      node.arguments[0] &&
      isLiteralKey(node.arguments[0])
    ) {
      report(node);
    } else if (
      ts.isBinaryExpression(node) &&
      [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(
        node.operatorToken.kind,
      ) &&
      ((isKeyElement(node.left) && ts.isStringLiteralLike(node.right)) ||
        (isKeyElement(node.right) && ts.isStringLiteralLike(node.left)))
    ) {
      report(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * Every TanStack Query key of the web app comes from a key factory (`features/<d>/api/keys.ts`,
 * `lib/item-keys.ts`, `lib/votes/keys.ts`, `device/react/device-keys.ts`; conventions.md "Shared
 * mechanisms"), never from an array written where it is used: a literal key drifts from the
 * factory's, and an invalidation then silently misses the query it meant.
 */
describe('query keys', () => {
  it('are built by the key factories everywhere outside them (no literal key arrays)', () => {
    const files = appSourceFiles().filter((rel) => !isFactoryFile(rel));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((rel) => literalKeys(rel))).toEqual([]);
  });

  it('are caught when written by hand (the check above can fail)', () => {
    const text = [
      "useQuery({ queryKey: ['beatmaps', 'detail', id] });",
      "client.setQueryData(['stages', 'detail', 1] as const, stage);",
      "client.invalidateQueries({ queryKey: device ? key(device) : ['device', 0] });",
      "client.resetQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });",
      'useQuery({ queryKey: beatmapKeys.detail(id) });',
    ].join('\n');
    const lines = literalKeys('sample.ts', text).map((found) => found.split(':')[1]);
    expect(lines).toEqual(['1', '2', '3', '4']);
  });
});
