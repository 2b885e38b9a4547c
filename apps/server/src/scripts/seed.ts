import { parseArgs } from 'node:util';
import pino from 'pino';
import { openDb, pgliteDirOf } from '../db/client.ts';
import { loadConfig } from '../env.ts';
import { closeStorage, createStorage } from '../lib/storage/create-storage.ts';
import { countBeatmaps } from '../modules/beatmaps/index.ts';
import { seedDemoAvatars } from './demo/avatars.demo.ts';
import { countAvatars } from '../modules/avatars/index.ts';
import { seedDemoPlaylists } from './demo/playlists.demo.ts';
import { countPlaylists } from '../modules/playlists/index.ts';
import { seedDemoStages } from './demo/stages.demo.ts';
import { countStages } from '../modules/stages/index.ts';
import { seedDemoBeatmaps } from './demo/demo-content.ts';
import { createUploadPipeline } from '../lib/uploads/upload-pipeline.ts';

/**
 * `npm run seed -- --beatmaps N`: adds N demo beatmaps (through the real upload path) to the
 * database and storage that DATA_DIR / DATABASE_URL / STORAGE name, e.g. for benchmarks of larger catalogues.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      beatmaps: { type: 'string', default: '100' },
      playlists: { type: 'string', default: '0' },
      stages: { type: 'string', default: '0' },
      avatars: { type: 'string', default: '0' },
    },
  });
  const count = (name: keyof typeof values) => {
    const v = Number(values[name]);
    if (!Number.isInteger(v) || v < 0) throw new Error(`--${name} takes a whole number`);
    return v;
  };
  const n = count('beatmaps');
  const config = loadConfig();
  const handle = await openDb({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirOf(config.dataDir) });
  const ctx = {
    db: handle.db,
    storage: createStorage(config),
    config,
    log: pino({ level: 'warn' }),
    uploads: createUploadPipeline(config),
  };
  const offset = await countBeatmaps(handle.db);
  const started = Date.now();
  const made = await seedDemoBeatmaps(ctx, n, offset + 1000);
  const s = (Date.now() - started) / 1000;
  console.log(
    `Seeded ${made} beatmaps in ${s.toFixed(1)} s (${(made / s).toFixed(1)}/s); catalogue now ${offset + made}.`,
  );
  const playlists = await seedDemoPlaylists(ctx, count('playlists'), await countPlaylists(handle.db));
  const stages = await seedDemoStages(ctx, count('stages'), await countStages(handle.db));
  const avatars = await seedDemoAvatars(ctx, count('avatars'), await countAvatars(handle.db));
  if (playlists + stages + avatars > 0) {
    console.log(`Seeded ${playlists} playlists, ${stages} stages and ${avatars} avatars.`);
  }
  await ctx.uploads.close();
  closeStorage(ctx.storage);
  await handle.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
