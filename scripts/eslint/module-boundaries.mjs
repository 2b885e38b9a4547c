/**
 * ESLint rule `synthhub/module-boundaries`: the folders under one root (the server's
 * `src/modules/<m>/`, the web app's `src/features/<f>/`) reach each other only through a public
 * entry file, or not at all (conventions.md "Habits" 1; docs/decisions/0013).
 *
 * Options: `{ root, entry?, openTo? }`, paths absolute (the config resolves them from its own
 * folder, so the rule does not depend on where ESLint runs).
 * - `root`: the folder whose sub-folders are the modules.
 * - `entry`: the one file of a module that files outside it may import (`index.ts`; the folder
 *   itself and `index` without extension count as the same). Without it, nothing outside may
 *   import a module at all.
 * - `openTo`: folders whose files may import any file of any module (the web app's `src/app/`,
 *   where the features meet).
 *
 * Reports a relative `import`, `export … from` or `import()` that leaves its own module (or comes
 * from outside every module) and lands on a non-entry file of a module. Package imports
 * (`@synthhub/shared/…`, `fastify`) are not module paths and pass.
 */
import path from 'node:path';

/** The module a path belongs to (`beatmaps` for `<root>/beatmaps/x.ts`), or null outside `root`. */
function moduleOf(root, file) {
  const rel = path.relative(root, file);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [first, ...rest] = rel.split(path.sep);
  return rest.length > 0 ? first : null;
}

/** Whether `target` is module `name`'s entry: `<root>/<name>/<entry>`, without extension, or the folder. */
function isEntry(root, name, target, entry) {
  if (!entry) return false;
  const folder = path.join(root, name);
  const entryFile = path.join(folder, entry);
  return target === folder || target === entryFile || target === entryFile.replace(/\.[cm]?[jt]sx?$/, '');
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Modules reach each other only through their public entry file' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          entry: { type: 'string' },
          openTo: { type: 'array', items: { type: 'string' } },
        },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      throughEntry:
        "'{{source}}' reaches into module '{{module}}': import its public entry '{{entry}}' instead (docs/decisions/0013).",
      closed:
        "'{{source}}' reaches into '{{module}}': only its own files{{openTo}} may import it (conventions.md \"Habits\" 1).",
    },
  },
  create(context) {
    const { root, entry, openTo = [] } = context.options[0];
    const file = context.physicalFilename;
    const own = moduleOf(root, file);
    if (openTo.some((dir) => !path.relative(dir, file).startsWith('..'))) return {};

    /** Checks one import source literal. */
    function check(source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source.value);
      const name = moduleOf(root, target);
      if (name === null || name === own || isEntry(root, name, target, entry)) return;
      context.report({
        node: source,
        messageId: entry ? 'throughEntry' : 'closed',
        data: {
          source: source.value,
          module: name,
          entry: entry ?? '',
          openTo: openTo.map((dir) => ` and ${path.basename(dir)}/`).join(''),
        },
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default rule;
