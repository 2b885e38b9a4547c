// docs/ARCHITECTURE.md is the map of the code: its tree names every server module and every web
// feature on a line of its own, and names no folder that is gone. This test keeps the map true
// when a module or feature folder is added, renamed or removed.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const architecture = readFileSync(join(root, 'docs/ARCHITECTURE.md'), 'utf8');

/** The folder names directly under `dir` (relative to the repository root), sorted. */
function foldersIn(dir) {
  return readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * The folders the document's tree lists under `prefix` (`src/modules/`, `src/features/`): a line
 * that starts, after its indentation, with `<prefix><name>/`.
 */
function listedIn(text, prefix) {
  const line = new RegExp(`^\\s+${prefix.replaceAll('/', '\\/')}([a-z0-9-]+)\\/(?:\\s|$)`, 'gm');
  return [...text.matchAll(line)].map((match) => match[1]).sort();
}

/**
 * Every folder the document names anywhere as `<area>/<name>/` (`modules/`, `features/`), tree or
 * prose, with or without the `src/` before it.
 */
function namedIn(text, prefix) {
  const area = prefix.replace(/^src\//, '').replaceAll('/', '\\/');
  const anywhere = new RegExp(`\\b${area}([a-z0-9-]+)\\/`, 'g');
  return [...new Set([...text.matchAll(anywhere)].map((match) => match[1]))].sort();
}

const areas = [
  { what: 'server module', dir: 'apps/server/src/modules', prefix: 'src/modules/' },
  { what: 'web feature', dir: 'apps/web/src/features', prefix: 'src/features/' },
];

describe('docs/ARCHITECTURE.md', () => {
  for (const { what, dir, prefix } of areas) {
    it(`lists every ${what} folder of ${dir} on a line of its own`, () => {
      const listed = new Set(listedIn(architecture, prefix));
      const missing = foldersIn(dir).filter((name) => !listed.has(name));
      expect(missing, `${what}s missing from the tree of docs/ARCHITECTURE.md`).toEqual([]);
    });

    it(`lists each ${what} once`, () => {
      const listed = listedIn(architecture, prefix);
      const twice = listed.filter((name, i) => listed.indexOf(name) !== i);
      expect(twice, `${what}s listed more than once`).toEqual([]);
    });

    it(`names no ${what} folder that ${dir} does not have`, () => {
      const present = new Set(foldersIn(dir));
      const gone = namedIn(architecture, prefix).filter((name) => !present.has(name));
      expect(gone, `${what}s named in docs/ARCHITECTURE.md but not in ${dir}`).toEqual([]);
    });
  }

  it('finds what it checks (the patterns still match the tree)', () => {
    expect(listedIn('  src/modules/beatmaps/   x\n', 'src/modules/')).toEqual(['beatmaps']);
    expect(listedIn('see src/modules/beatmaps/ here\n', 'src/modules/')).toEqual([]);
    expect(namedIn('see src/features/gone/ and features/x/api/', 'src/features/')).toEqual(['gone', 'x']);
    expect(namedIn('node_modules/vitest/ and modules/items/', 'src/modules/')).toEqual(['items']);
  });
});
