import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDb, pgliteDirOf } from '../db/client.ts';
import { loadConfig } from '../env.ts';
import { AppError } from '../errors.ts';
import { resetPassword } from './reset-password.ts';

const USAGE = 'Usage: npm run admin -- reset-password <username>';

/**
 * `npm run admin -- reset-password <username>` (README "Scripts"): sets a new random password for
 * the account, prints it once and ends its sessions (scripts/reset-password.ts), on the database
 * that DATABASE_URL or DATA_DIR names. With the embedded PGlite database, stop the server first:
 * one PGlite folder must not be opened by two processes. Exits 2 on a wrong command line, 1 when
 * the database or the account is not there.
 */
async function main(): Promise<number> {
  let positionals: string[];
  try {
    positionals = parseArgs({ allowPositionals: true, strict: true }).positionals;
  } catch {
    positionals = []; // an unknown option
  }
  const [command, username, ...rest] = positionals;
  if (command !== 'reset-password' || !username || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  // The JWT secret is not needed here; the override keeps loadConfig from writing one.
  const config = loadConfig(process.env, { jwtSecret: 'unused-by-the-admin-command-unused-unused' });
  const pgliteDir = pgliteDirOf(config.dataDir);
  if (!config.databaseUrl && !existsSync(pgliteDir)) {
    console.error(`No database in ${pgliteDir}: set DATA_DIR (or DATABASE_URL) to the site's.`);
    return 1;
  }
  const handle = await openDb({ databaseUrl: config.databaseUrl, pgliteDir });
  try {
    const reset = await resetPassword(handle.db, username);
    console.log(
      `New password for "${reset.username}": ${reset.password}\n(shown once; ${reset.revokedSessions} signed-in session(s) ended)`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
