import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerUser } from '../../test/factories.ts';
import { spawnLogged } from '../../test/child-process.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { openDb, pgliteDirOf } from '../db/client.ts';
import { NotFound } from '../errors.ts';
import { lockDataDir } from '../lib/data-dir-lock.ts';
import { createUser } from '../modules/auth/auth.service.ts';
import { verifyPassword } from '../modules/auth/password.ts';
import { findUserByUsername } from '../modules/users/users.repository.ts';
import { resetPassword } from './reset-password.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

describe('resetPassword', () => {
  it('sets a new password that signs in, retires the old one and ends every session', async () => {
    const session = await registerUser(t.app, 'Forgetful');
    const reset = await resetPassword(t.app.db, 'forgetful');
    expect(reset.username).toBe('Forgetful');
    expect(reset.password).toMatch(/^[\w-]{16}$/);
    expect(reset.revokedSessions).toBe(1);
    const signIn = await login('Forgetful', reset.password);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.username).toBe('Forgetful');
    // registerUser's password (factories.ts) no longer works, nor does the old refresh token.
    expect((await login('Forgetful', 'correct horse battery')).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('names the account it cannot find', async () => {
    await expect(resetPassword(t.app.db, 'nobody-here')).rejects.toThrow(
      new NotFound('No account is named "nobody-here".'),
    );
  });
});

const ADMIN = resolve(import.meta.dirname, 'admin.ts');

describe('npm run admin', () => {
  // The command's PGlite path; on the PostgreSQL run it would only repeat it (DATABASE_URL goes
  // through the same openDb as the server and the function above).
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'prints a new password for an account of a stopped PGlite site, creates a season, and says what is wrong otherwise',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'synthhub-admin-'));
      try {
        const handle = await openDb({
          pgliteDir: pgliteDirOf(dataDir),
          loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
          migrate: false,
        });
        await createUser(handle.db, {
          username: 'admin',
          email: 'admin@example.test',
          password: 'a password nobody wrote down',
          admin: true,
        });
        await handle.close();
        const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
        delete env.DATABASE_URL;
        const run = async (...args: string[]) => {
          const child = spawnLogged(process.execPath, ['--import', 'tsx', ADMIN, ...args], { env });
          return { ...(await child.exited), output: child.output() };
        };

        const ok = await run('reset-password', 'admin');
        expect(ok.code, ok.output).toBe(0);
        const password = ok.output.match(/New password for "admin": ([\w-]{16})\n/)?.[1];
        expect(password, ok.output).toBeDefined();
        expect(await run('reset-password', 'ghost')).toMatchObject({
          code: 1,
          output: 'No account is named "ghost".\n',
        });
        const typo = await run('reset-pasword', 'admin');
        expect(typo.code).toBe(2);
        expect(typo.output).toMatch(/^Usage: npm run admin -- reset-password <username>\n/);
        expect(typo.output).toContain('season-create <slug> <name> <starts-at> <ends-at>');

        const season = await run(
          'season-create',
          'season-9',
          'Season 9',
          '2027-01-01T00:00:00Z',
          '2027-04-01T00:00:00Z',
        );
        expect(season.code, season.output).toBe(0);
        expect(season.output).toContain('Season "Season 9" (season-9) created');

        // While the site runs (it holds the data folder's lock), the command refuses and says why.
        const held = await lockDataDir(dataDir, { waitMs: 0 });
        const busy = await run('season-list');
        await held();
        expect(busy.code).toBe(1);
        expect(busy.output).toContain('is in use by another Synthhub process');

        const after = await openDb({ pgliteDir: pgliteDirOf(dataDir), migrate: false });
        try {
          const admin = await findUserByUsername(after.db, 'admin');
          expect(await verifyPassword(admin!.passwordHash!, password!)).toBe(true);
        } finally {
          await after.close();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
