// The ESLint rule that keeps server modules and web features apart (docs/decisions/0013).
import path from 'node:path';
import tseslint from 'typescript-eslint';
import rule from './module-boundaries.mjs';
import { RuleTester } from './rule-tester.mjs';

const ts = new RuleTester({ languageOptions: { parser: tseslint.parser } });

/** A case for a file at `rel` under `base` with the rule's `options`; `errors` makes it invalid. */
const caseIn = (base, options) => (code, rel, errors) => ({
  code,
  filename: path.join(base, rel),
  options,
  ...(errors && { errors }),
});

const server = caseIn('/repo/apps/server/src', [
  { root: '/repo/apps/server/src/modules', entry: 'index.ts' },
]);
const throughEntry = (data) => [{ messageId: 'throughEntry', ...(data && { data }) }];

ts.run('module-boundaries (server modules, entry index.ts)', rule, {
  valid: [
    // Inside its own module, any file.
    server("import * as repo from './beatmaps.repository.ts';", 'modules/beatmaps/x.ts'),
    // Another module through its entry: the file, without extension, or the folder.
    server("import { presentBeatmap } from '../beatmaps/index.ts';", 'modules/users/a.ts'),
    server("import { presentBeatmap } from '../beatmaps/index';", 'modules/users/a.ts'),
    server("export { x } from '../beatmaps';", 'modules/users/a.ts'),
    server("import { beatmapsRoutes } from './modules/beatmaps/index.ts';", 'app.ts'),
    // Outside any module, and packages.
    server("import { storeCover } from '../../lib/covers.ts';", 'modules/users/a.ts'),
    server("import { z } from 'zod'; import x from '@synthhub/shared/ids';", 'app.ts'),
  ],
  invalid: [
    server(
      "import { findUserById } from '../users/users.repository.ts';",
      'modules/auth/auth.service.ts',
      throughEntry({ source: '../users/users.repository.ts', module: 'users', entry: 'index.ts' }),
    ),
    // From outside every module (a script), type-only and re-exports included.
    server(
      [
        "import type { UserRow } from '../modules/users/users.presenter.ts';",
        "export { createUser } from '../modules/auth/auth.service.ts';",
        "export * from '../modules/votes/votes.rating.ts';",
        "const m = await import('../modules/stages/stages.service.ts');",
      ].join('\n'),
      'scripts/seed.ts',
      [1, 2, 3, 4].map((line) => ({ messageId: 'throughEntry', line })),
    ),
    // An index.ts deeper down is not the module's entry.
    server("import { x } from '../beatmaps/sub/index.ts';", 'modules/users/a.ts', throughEntry()),
  ],
});

const web = caseIn('/repo/apps/web/src', [
  { root: '/repo/apps/web/src/features', openTo: ['/repo/apps/web/src/app'] },
]);
const closed = (data) => [{ messageId: 'closed', ...(data && { data }) }];

ts.run('module-boundaries (web features, no entry)', rule, {
  valid: [
    web("import { playlistKeys } from '../api/keys.ts';", 'features/playlists/pages/x.tsx'),
    web("import { x } from '../../features/beatmaps/api/keys.ts';", 'app/routes/profile.tsx'),
    web("import { itemKeys } from '../item-keys.ts';", 'lib/votes/set-vote.ts'),
  ],
  invalid: [
    web(
      "import { playlistKeys } from '../../playlists/api/keys.ts';",
      'features/beatmaps/api/x.ts',
      closed({ source: '../../playlists/api/keys.ts', module: 'playlists', openTo: ' and app/' }),
    ),
    web(
      "import { beatmapKeys } from '../../features/beatmaps/api/keys.ts';",
      'lib/votes/set-vote.ts',
      closed(),
    ),
    // No entry file: even an index.ts of a feature is closed to other features.
    web("import { x } from '../../beatmaps/index.ts';", 'features/playlists/pages/x.tsx', closed()),
  ],
});
