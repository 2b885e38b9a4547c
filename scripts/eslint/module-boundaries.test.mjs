// The ESLint rule that keeps server modules and web features apart (docs/decisions/0013).
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import rule from './module-boundaries.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
RuleTester.afterAll = afterAll;

const ts = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const root = path.resolve('/repo/apps/server/src/modules');
const server = [{ root, entry: 'index.ts' }];
const at = (rel) => path.join('/repo/apps/server/src', rel);

ts.run('module-boundaries (server modules, entry index.ts)', rule, {
  valid: [
    // Inside its own module, any file.
    {
      code: "import * as repo from './beatmaps.repository.ts';",
      filename: at('modules/beatmaps/x.ts'),
      options: server,
    },
    // Another module through its entry: the file, without extension, or the folder.
    {
      code: "import { presentBeatmap } from '../beatmaps/index.ts';",
      filename: at('modules/users/a.ts'),
      options: server,
    },
    {
      code: "import { presentBeatmap } from '../beatmaps/index';",
      filename: at('modules/users/a.ts'),
      options: server,
    },
    { code: "export { x } from '../beatmaps';", filename: at('modules/users/a.ts'), options: server },
    {
      code: "import { beatmapsRoutes } from './modules/beatmaps/index.ts';",
      filename: at('app.ts'),
      options: server,
    },
    // Outside any module, and packages.
    {
      code: "import { storeCover } from '../../lib/covers.ts';",
      filename: at('modules/users/a.ts'),
      options: server,
    },
    {
      code: "import { z } from 'zod'; import x from '@synthhub/shared/ids';",
      filename: at('app.ts'),
      options: server,
    },
  ],
  invalid: [
    {
      code: "import { findUserById } from '../users/users.repository.ts';",
      filename: at('modules/auth/auth.service.ts'),
      options: server,
      errors: [
        {
          messageId: 'throughEntry',
          data: { source: '../users/users.repository.ts', module: 'users', entry: 'index.ts' },
        },
      ],
    },
    {
      // From outside every module (a script), type-only and re-exports included.
      code: [
        "import type { UserRow } from '../modules/users/users.presenter.ts';",
        "export { createUser } from '../modules/auth/auth.service.ts';",
        "export * from '../modules/votes/votes.rating.ts';",
        "const m = await import('../modules/stages/stages.service.ts');",
      ].join('\n'),
      filename: at('scripts/seed.ts'),
      options: server,
      errors: [1, 2, 3, 4].map((line) => ({ messageId: 'throughEntry', line })),
    },
    {
      // An index.ts deeper down is not the module's entry.
      code: "import { x } from '../beatmaps/sub/index.ts';",
      filename: at('modules/users/a.ts'),
      options: server,
      errors: [{ messageId: 'throughEntry' }],
    },
  ],
});

const features = path.resolve('/repo/apps/web/src/features');
const web = [{ root: features, openTo: [path.resolve('/repo/apps/web/src/app')] }];
const inWeb = (rel) => path.join('/repo/apps/web/src', rel);

ts.run('module-boundaries (web features, no entry)', rule, {
  valid: [
    {
      code: "import { playlistKeys } from '../api/keys.ts';",
      filename: inWeb('features/playlists/pages/x.tsx'),
      options: web,
    },
    {
      code: "import { x } from '../../features/beatmaps/api/keys.ts';",
      filename: inWeb('app/routes/profile.tsx'),
      options: web,
    },
    {
      code: "import { itemKeys } from '../item-keys.ts';",
      filename: inWeb('lib/votes/set-vote.ts'),
      options: web,
    },
  ],
  invalid: [
    {
      code: "import { playlistKeys } from '../../playlists/api/keys.ts';",
      filename: inWeb('features/beatmaps/api/x.ts'),
      options: web,
      errors: [
        {
          messageId: 'closed',
          data: { source: '../../playlists/api/keys.ts', module: 'playlists', openTo: ' and app/' },
        },
      ],
    },
    {
      code: "import { beatmapKeys } from '../../features/beatmaps/api/keys.ts';",
      filename: inWeb('lib/votes/set-vote.ts'),
      options: web,
      errors: [{ messageId: 'closed' }],
    },
    {
      // No entry file: even an index.ts of a feature is closed to other features.
      code: "import { x } from '../../beatmaps/index.ts';",
      filename: inWeb('features/playlists/pages/x.tsx'),
      options: web,
      errors: [{ messageId: 'closed' }],
    },
  ],
});
