import { randomBytes } from 'node:crypto';
import type { ModPlatform } from '@synthhub/shared/mods/mods.constants';
import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { mods } from '../../db/schema/index.ts';
import { Conflict } from '../../errors.ts';
import { removeTemp, stageBytes } from '../../lib/uploads/temp-files.ts';
import { createUser } from '../../modules/auth/index.ts';
import {
  addModVersion,
  createMod,
  editModVersion,
  sampleModDll,
  sampleModZip,
} from '../../modules/mods/index.ts';
import { findUserByLogin } from '../../modules/users/index.ts';
import { AS_SESSION, type AuthUser } from '../../plugins/auth.ts';

/** The Markdown description every demo mod shows (a heading, a list, emphasis: the page renders it). */
const DEMO_DESCRIPTION = [
  '## Installing',
  '',
  '1. Install [MelonLoader](https://github.com/LavaGang/MelonLoader/releases) into the game folder.',
  '2. Put a `.dll` into `Mods/`, or unpack a `.zip` into the game folder — or let the mod manager do it.',
  '',
  '*A demo mod: its files are tiny stand-ins, not a working mod.*',
].join('\n');

/** One demo version: number, platforms, dependencies (slug → range), file kind, deprecated. */
interface DemoVersion {
  version: string;
  platforms: ModPlatform[];
  dependencies?: Record<string, string>;
  dll?: boolean;
  deprecated?: boolean;
  changelog: string;
}

/** One demo mod: who owns it (and co-authors), its fields, and its versions oldest first. */
interface DemoMod {
  slug: string;
  name: string;
  summary: string;
  owner: string;
  coAuthors?: string[];
  tags: string[];
  versions: DemoVersion[];
}

/** The demo mods (spec §2 `/mods`): a library others depend on, a deprecated version, prereleases, pc and quest. */
export const DEMO_MODS: DemoMod[] = [
  {
    slug: 'synth-core-lib',
    name: 'Synth Core Lib',
    summary: 'Shared hooks and settings UI the other mods build on.',
    owner: 'Nyrox',
    tags: ['library'],
    versions: [
      { version: '1.0.0', platforms: ['pc', 'quest'], dll: true, changelog: 'First release.' },
      { version: '1.1.0', platforms: ['pc', 'quest'], dll: true, changelog: 'Settings pages for mods.' },
      { version: '1.2.0', platforms: ['pc', 'quest'], dll: true, changelog: 'Faster song loading hooks.' },
    ],
  },
  {
    slug: 'song-browser-tweaks',
    name: 'Song Browser Tweaks',
    summary: 'Sort and filter the song browser by difficulty, length and mapper.',
    owner: 'Elysia',
    coAuthors: ['Tempo'],
    tags: ['ui', 'quality-of-life'],
    versions: [
      {
        version: '1.0.0',
        platforms: ['pc'],
        dependencies: { 'synth-core-lib': '^1.0.0' },
        deprecated: true,
        changelog: 'First release. Deprecated: crashes with large custom song folders.',
      },
      {
        version: '1.1.0',
        platforms: ['pc', 'quest'],
        dependencies: { 'synth-core-lib': '^1.0.0' },
        changelog: 'Quest support; fixes the crash with large folders.',
      },
      {
        version: '2.0.0-beta.1',
        platforms: ['pc', 'quest'],
        dependencies: { 'synth-core-lib': '^1.1.0' },
        changelog: 'Beta: a new filter panel built on the core settings UI.',
      },
    ],
  },
  {
    slug: 'custom-notes-plus',
    name: 'Custom Notes Plus',
    summary: 'Swap the note models for community-made ones.',
    owner: 'Tempo',
    tags: ['cosmetic'],
    versions: [
      { version: '0.9.0', platforms: ['quest'], changelog: 'Preview for Quest.' },
      {
        version: '1.0.0',
        platforms: ['quest'],
        dependencies: { 'synth-core-lib': '^1.1.0' },
        changelog: 'Note packs load from the core library settings.',
      },
    ],
  },
  {
    slug: 'practice-mode-extras',
    name: 'Practice Mode Extras',
    summary: 'Loop sections, slow songs down and restart from checkpoints.',
    owner: 'Moonshine',
    coAuthors: ['Nyrox'],
    tags: ['practice'],
    versions: [
      { version: '1.0.0', platforms: ['pc'], dll: true, changelog: 'Loops and speed control.' },
      { version: '1.0.1', platforms: ['pc'], dll: true, changelog: 'Fixes checkpoints in Force Mode.' },
    ],
  },
];

/** The demo account `username`, created (random password, demo e-mail) when missing. */
async function ensureUser(app: FastifyInstance, username: string): Promise<AuthUser> {
  const user =
    (await findUserByLogin(app.db, username)) ??
    (await createUser(app.db, {
      username,
      email: `${username.toLowerCase()}@demo.synthhub.invalid`,
      password: randomBytes(18).toString('base64url'),
    }).catch(async (error) => {
      if (!(error instanceof Conflict)) throw error;
      return findUserByLogin(app.db, username);
    }));
  if (!user) throw new Error(`demo mods: no account ${username}`);
  return { id: user.id, username: user.username, admin: false, ...AS_SESSION };
}

/**
 * Makes the demo mods through the real services (create, then each version with a generated zip
 * or dll — fflate, never fixtures — checked and stored like an upload, then deprecations), in
 * order so dependencies resolve. Resumable (docs/decisions/0006) as one ledger item: mods of a
 * half-made earlier run (same slugs) are deleted first; the caller records the step when it
 * resolves. Returns how many mods were made.
 */
export async function seedDemoMods(app: FastifyInstance): Promise<number> {
  await app.db.delete(mods).where(
    inArray(
      mods.slug,
      DEMO_MODS.map((m) => m.slug),
    ),
  );
  for (const demo of DEMO_MODS) {
    const owner = await ensureUser(app, demo.owner);
    for (const name of demo.coAuthors ?? []) await ensureUser(app, name);
    const { id } = await createMod(app, owner, {
      slug: demo.slug,
      name: demo.name,
      summary: demo.summary,
      description: DEMO_DESCRIPTION,
      source_url: `https://example.com/${demo.slug}`,
      license: 'MIT',
      tags: demo.tags,
      published: true,
      co_authors: demo.coAuthors ?? [],
    });
    for (const v of demo.versions) {
      const ext = v.dll ? 'dll' : 'zip';
      const bytes = v.dll ? sampleModDll(demo.slug, v.version) : sampleModZip(demo.slug, v.version);
      const staged = await stageBytes(app.uploads.tempDir, bytes, `${demo.slug}-${v.version}.${ext}`);
      const version = await addModVersion(app, owner, id, staged, {
        version: v.version,
        changelog: v.changelog,
        game_versions: ['2.1.0'],
        platforms: v.platforms,
        dependencies: Object.entries(v.dependencies ?? {}).map(([slug, range]) => ({ slug, range })),
      }).finally(() => removeTemp(staged.path));
      if (v.deprecated) await editModVersion(app, owner, id, version.id, { deprecated: true });
    }
  }
  return DEMO_MODS.length;
}
