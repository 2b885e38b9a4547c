// The repo's layering rules as configured (docs/decisions/0013): import cycles, route imports, and
// the module entry rule applied through eslint.config.js to the files it names.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { rules as importXRules } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { RuleTester } from './rule-tester.mjs';
import { importResolution, routeImportRestrictions } from './boundaries.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const ts = new RuleTester({ languageOptions: { parser: tseslint.parser } });

// import-x/no-cycle follows imports on disk: a.ts → b.ts → a.ts, with the `.ts` extension named
// as this repo does; c.ts → b.ts only for types.
const dir = mkdtempSync(path.join(tmpdir(), 'synthhub-cycle-'));
const files = {
  'a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
  'b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
  'c.ts': "import type { Row } from './d.ts';\nexport const c = (r: Row) => r;\n",
  'd.ts': "import { c } from './c.ts';\nexport type Row = { id: number };\nexport const d = c;\n",
};
for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const cycleTester = new RuleTester({
  languageOptions: { parser: tseslint.parser },
  settings: importResolution,
});
cycleTester.run('import-x/no-cycle with the repo resolution settings', importXRules['no-cycle'], {
  valid: [
    { code: files['c.ts'], filename: path.join(dir, 'c.ts'), options: [{ ignoreExternal: true }] },
    {
      code: "import { z } from 'zod';",
      filename: path.join(dir, 'e.ts'),
      options: [{ ignoreExternal: true }],
    },
  ],
  invalid: [
    {
      code: files['a.ts'],
      filename: path.join(dir, 'a.ts'),
      options: [{ ignoreExternal: true }],
      errors: [{ messageId: 'cycle' }],
    },
  ],
});

const { rules: tsRules } = tseslint.plugin;
ts.run('no-restricted-imports in route files', tsRules['no-restricted-imports'], {
  valid: [
    "import * as service from './beatmaps.service.ts';",
    "import type { PlaylistWithUser } from './playlists.repository.ts';",
    "import { type DbOrTx } from '../beatmaps/beatmaps.repository.ts';",
    "import { presentBeatmap } from '../beatmaps/index.ts';",
    "import { z } from 'zod';",
  ].map((code) => ({ code, options: [routeImportRestrictions] })),
  invalid: [
    "import * as repo from './avatars.repository.ts';",
    "import { recordDownload } from '../downloads/downloads.repository.ts';",
    "import { users } from '../../db/schema/index.ts';",
    "import { openDb } from '../../db/client.ts';",
    "import { count } from 'drizzle-orm';",
    "import { alias } from 'drizzle-orm/pg-core';",
  ].map((code) => ({
    code,
    options: [routeImportRestrictions],
    errors: [{ messageId: 'patternWithCustomMessage' }],
  })),
});

describe('eslint.config.js applies the boundary rules to the right files', () => {
  const eslint = new ESLint({ cwd: repoRoot });
  const ruleIds = async (code, rel) =>
    (await eslint.lintText(code, { filePath: path.join(repoRoot, rel) }))[0].messages.map((m) => m.ruleId);

  it('a route file may not import a repository; its service may', async () => {
    const code = "import { findUserById } from './users.repository.ts';\nexport const f = findUserById;\n";
    expect(await ruleIds(code, 'apps/server/src/modules/users/x.routes.ts')).toEqual([
      '@typescript-eslint/no-restricted-imports',
    ]);
    expect(await ruleIds(code, 'apps/server/src/modules/users/x.service.ts')).toEqual([]);
  });

  it('code outside a server module goes through its index.ts; tests may reach in', async () => {
    const code =
      "import { findUserById } from '../users/users.repository.ts';\nexport const f = findUserById;\n";
    expect(await ruleIds(code, 'apps/server/src/modules/auth/x.ts')).toEqual(['synthhub/module-boundaries']);
    expect(await ruleIds(code, 'apps/server/src/modules/auth/x.test.ts')).toEqual([]);
    const viaEntry = "import { findUserById } from '../users/index.ts';\nexport const f = findUserById;\n";
    expect(await ruleIds(viaEntry, 'apps/server/src/modules/auth/x.ts')).toEqual([]);
  });

  it('a web feature may not import another feature', async () => {
    const code =
      "import { playlistKeys } from '../../playlists/api/keys.ts';\nexport const k = playlistKeys;\n";
    expect(await ruleIds(code, 'apps/web/src/features/beatmaps/api/x.ts')).toEqual([
      'synthhub/module-boundaries',
    ]);
  });
});
