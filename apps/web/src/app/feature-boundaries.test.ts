import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { appSourceFiles, WEB_SRC } from '../testing/source-files.ts';

/** The feature a path (relative to `src`) belongs to, or null outside `features/`. */
const featureOf = (rel: string) => /^features\/([^/]+)\//.exec(rel)?.[1] ?? null;

/**
 * The imports of one file that cross a feature boundary, as `file -> import`: a feature importing
 * another feature, or anything outside `features/` and `app/` importing a feature.
 */
function crossings(rel: string, text = readFileSync(join(WEB_SRC, rel), 'utf8')): string[] {
  const file = ts.createSourceFile(rel, text, ts.ScriptTarget.Latest, false);
  const own = featureOf(rel);
  const found: string[] = [];
  for (const statement of file.statements) {
    const spec =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
    if (!spec || !ts.isStringLiteral(spec) || !spec.text.startsWith('.')) continue;
    const target = join(rel, '..', spec.text).split('\\').join('/');
    const feature = featureOf(target);
    if (feature === null || feature === own || rel.startsWith('app/')) continue;
    found.push(`${rel} -> ${spec.text}`);
  }
  return found;
}

/**
 * Features never import each other, and shared code (`lib/`, `components/`, `device/`, `config/`)
 * imports no feature: they meet in `src/app/` (conventions.md "Habits" 1). So `lib/votes` refreshes
 * an item through the shared item keys (`lib/item-keys.ts`), not through a feature's key factory.
 */
describe('feature boundaries', () => {
  it('hold in every source file', () => {
    const files = appSourceFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((rel) => crossings(rel))).toEqual([]);
  });

  it('are caught when crossed (the check above can fail)', () => {
    const text = [
      "import { beatmapKeys } from '../../features/beatmaps/api/keys.ts';",
      "import { itemKeys } from '../item-keys.ts';",
    ].join('\n');
    expect(crossings('lib/votes/set-vote.ts', text)).toEqual([
      'lib/votes/set-vote.ts -> ../../features/beatmaps/api/keys.ts',
    ]);
    const fromFeature = "import { playlistKeys } from '../../playlists/api/keys.ts';";
    expect(crossings('features/beatmaps/api/x.ts', fromFeature)).toHaveLength(1);
    expect(
      crossings('features/playlists/pages/x.tsx', "import { playlistKeys } from '../api/keys.ts';"),
    ).toEqual([]);
    expect(
      crossings('app/routes/profile.tsx', "import { x } from '../../features/beatmaps/api/keys.ts';"),
    ).toEqual([]);
  });
});
