import { parseArgs } from 'node:util';
import { loadConfig } from '../env.ts';
import { AppError } from '../errors.ts';
import { openScriptDb, runScript } from './script-db.ts';
import type { Db } from '../db/client.ts';
import { setAdmin } from './admin-role.ts';
import { resetPassword } from './reset-password.ts';
import { createSeason, listSeasons } from './seasons.ts';

const USAGE = [
  'Usage: npm run admin -- reset-password <username>',
  '       npm run admin -- grant <username>     (make the account an admin)',
  '       npm run admin -- revoke <username>    (take the admin flag away)',
  '       npm run admin -- season-create <slug> <name> <starts-at> <ends-at>   (ISO 8601, e.g. 2027-01-01T00:00:00Z)',
  '       npm run admin -- season-list',
].join('\n');

/** One admin command: its positional argument count and what it does on the database. */
interface Command {
  args: number;
  run(db: Db, args: string[]): Promise<void>;
}

const COMMANDS: Record<string, Command> = {
  'reset-password': {
    args: 1,
    async run(db, [username]) {
      const reset = await resetPassword(db, username!);
      console.log(
        `New password for "${reset.username}": ${reset.password}\n(shown once; ${reset.revokedSessions} signed-in session(s) ended)`,
      );
    },
  },
  grant: {
    args: 1,
    async run(db, [username]) {
      const change = await setAdmin(db, username!, true);
      console.log(`"${change.username}" ${change.changed ? 'is now an admin' : 'was an admin already'}.`);
    },
  },
  revoke: {
    args: 1,
    async run(db, [username]) {
      const change = await setAdmin(db, username!, false);
      console.log(`"${change.username}" ${change.changed ? 'is no longer an admin' : 'was not an admin'}.`);
    },
  },
  'season-create': {
    args: 4,
    async run(db, [slug, name, starts_at, ends_at]) {
      const season = await createSeason(db, {
        slug: slug!,
        name: name!,
        starts_at: starts_at!,
        ends_at: ends_at!,
      });
      console.log(
        `Season "${season.name}" (${season.slug}) created: ${season.startsAt.toISOString()} – ${season.endsAt.toISOString()}; its rankings fill when the server runs.`,
      );
    },
  },
  'season-list': {
    args: 0,
    async run(db) {
      const rows = await listSeasons(db);
      if (rows.length === 0) console.log('No seasons.');
      for (const s of rows)
        console.log(`${s.slug}\t${s.name}\t${s.startsAt.toISOString()}\t${s.endsAt.toISOString()}`);
    },
  },
};

/**
 * `npm run admin -- <command>` (README "Scripts"), on the database that DATABASE_URL or DATA_DIR
 * names: `reset-password <username>` sets a new random password for the account, prints it once and
 * ends its sessions (scripts/reset-password.ts); `grant <username>` and `revoke <username>` set or
 * clear the account's admin flag (scripts/admin-role.ts); `season-create` and `season-list` define and list
 * ranking seasons (scripts/seasons.ts). With the embedded PGlite database, stop the server first:
 * one PGlite folder must not be opened by two processes (the data folder's lock refuses it). Exits 2 on a wrong command line, 1 when
 * the database or the account is not there, or the input is refused.
 */
async function main(): Promise<number> {
  let positionals: string[];
  try {
    positionals = parseArgs({ allowPositionals: true, strict: true }).positionals;
  } catch {
    positionals = []; // an unknown option
  }
  const [name, ...args] = positionals;
  const command = name === undefined ? undefined : COMMANDS[name];
  if (!command || args.length !== command.args) {
    console.error(USAGE);
    return 2;
  }
  // The JWT secret is not needed here; the override keeps loadConfig from writing one.
  const config = loadConfig(process.env, { jwtSecret: 'unused-by-the-admin-command-unused-unused' });
  const opened = await openScriptDb(config);
  if ('message' in opened) {
    console.error(opened.message);
    return 1;
  }
  try {
    await command.run(opened.handle.db, args);
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await opened.close();
  }
}

runScript(main);
