/**
 * ESLint rule `synthhub/no-type-cycle`: no import circle through relative imports, type-only
 * imports included (docs/decisions/0013, 0049). import-x's `no-cycle` does not follow `import type`
 * (it vanishes at run time), but a circle of types still ties two files into one unit a reader must
 * hold at once; a leaf type module breaks it.
 *
 * Each file's imports are read with TypeScript's own scanner (`ts.preProcessFile`: `import`,
 * `import type`, `export … from`, `import()`), relative ones resolved to files (the path as
 * written, then with `.ts`/`.tsx`/`.mjs`/`.js`, then `index.ts` in the folder). Package imports are
 * not followed. Reports the first relative import from which a path leads back to the file, with
 * that path.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts'];

/** Resolved relative imports of a file, cached by modification time (one lint run reads each once). */
const cache = new Map();

/** The file a relative specifier names from `from`, or null. */
function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The files `file` imports relatively, as `{ specifier, target }`. */
function importsOf(file, text) {
  const mtime = text === undefined ? statSync(file).mtimeMs : -1;
  const kept = cache.get(file);
  if (kept && kept.mtime === mtime && mtime !== -1) return kept.imports;
  const source = text ?? readFileSync(file, 'utf8');
  const imports = [];
  for (const { fileName } of ts.preProcessFile(source, true, true).importedFiles) {
    if (!fileName.startsWith('.')) continue;
    const target = resolve(file, fileName);
    if (target) imports.push({ specifier: fileName, target });
  }
  cache.set(file, { mtime, imports });
  return imports;
}

/** A path of files from `start` back to `file` (excluding `file` itself), or null. */
function pathBack(file, start) {
  const seen = new Set([start]);
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [at, route] = stack.pop();
    for (const { target } of importsOf(at)) {
      if (target === file) return route;
      if (seen.has(target)) continue;
      seen.add(target);
      stack.push([target, [...route, target]]);
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'No import circle through relative imports, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import circle (type imports included): {{route}}' },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file)) return {};
    return {
      Program(node) {
        const cwd = context.cwd;
        for (const { specifier, target } of importsOf(file, context.sourceCode.text)) {
          const route = pathBack(file, target);
          if (!route) continue;
          const names = [file, ...route, file].map((f) => path.relative(cwd, f));
          context.report({ node, messageId: 'cycle', data: { route: `${specifier}: ${names.join(' → ')}` } });
          return;
        }
      },
    };
  },
};

export default rule;
