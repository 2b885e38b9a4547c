import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { openDb, pgliteDirOf } from '../db/client.ts';
import { loadConfig } from '../env.ts';
import { LocalStorage } from '../lib/storage/local-storage.ts';
import { countBeatmaps } from '../modules/beatmaps/beatmaps.repository.ts';
import { seedDemoBeatmaps } from './demo-content.ts';

/**
 * `npm run seed -- --beatmaps N`: adds N demo beatmaps (through the real upload path) to the
 * database and storage that DATA_DIR / DATABASE_URL name, e.g. for benchmarks of larger catalogues.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { beatmaps: { type: 'string', default: '100' } } });
  const n = Number(values.beatmaps);
  if (!Number.isInteger(n) || n < 0) throw new Error('--beatmaps takes a whole number');
  const config = loadConfig();
  const handle = await openDb({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirOf(config.dataDir) });
  const ctx = {
    db: handle.db,
    storage: new LocalStorage(join(config.dataDir, 'files')),
    config,
    log: pino({ level: 'warn' }),
  };
  const offset = await countBeatmaps(handle.db);
  const started = Date.now();
  const made = await seedDemoBeatmaps(ctx, n, offset + 1000);
  const s = (Date.now() - started) / 1000;
  console.log(
    `Seeded ${made} beatmaps in ${s.toFixed(1)} s (${(made / s).toFixed(1)}/s); catalogue now ${offset + made}.`,
  );
  await handle.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
