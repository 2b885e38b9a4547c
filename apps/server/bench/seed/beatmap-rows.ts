import { createHash } from 'node:crypto';
import { DIFFICULTIES } from '@synthhub/shared/beatmaps/beatmaps.constants';
import type { beatmaps, users } from '../../src/db/schema/index.ts';
import { voteFigures } from '../../src/modules/votes/index.ts';
import {
  artistPool,
  capitalize,
  description,
  intBetween,
  madeUpWord,
  pickSkewed,
  type Rng,
  songTitle,
  username,
} from './catalogue-text.ts';

/** Five years, in ms: how far back the catalogue's `published_at` reaches. */
export const CATALOGUE_SPAN_MS = 5 * 365 * 24 * 3600 * 1000;

/** `n` users with unique (case-insensitive) names; e-mails under `.invalid`, no password. */
export function userRows(rng: Rng, n: number): (typeof users.$inferInsert)[] {
  const taken = new Set<string>();
  const rows: (typeof users.$inferInsert)[] = [];
  const start = Date.now() - CATALOGUE_SPAN_MS - 30 * 24 * 3600 * 1000;
  while (rows.length < n) {
    const name = username(rng);
    if (name.length < 3 || taken.has(name.toLowerCase())) continue;
    taken.add(name.toLowerCase());
    const createdAt = new Date(start + (rows.length / n) * CATALOGUE_SPAN_MS);
    rows.push({
      username: name,
      email: `${name.toLowerCase()}@bench.invalid`,
      passwordHash: null,
      createdAt,
    });
  }
  return rows;
}

/** A sha256 hex digest, as beatmap hashes are (formats.md §1.6); deterministic per `seed`. */
export function fakeHash(seed: string): string {
  return createHash('sha256').update(seed).digest('hex');
}

/** Up/down votes: most maps few, a long tail many (Pareto-like); downloads follow the up-votes. */
function popularity(rng: Rng): { up: number; down: number; downloads: number } {
  const up = Math.floor(Math.pow(rng(), 4) * 900);
  const down = Math.floor(up * rng() * 0.15 + (rng() < 0.3 ? intBetween(rng, 0, 5) : 0));
  const downloads = Math.floor(up * intBetween(rng, 5, 40) + intBetween(rng, 0, 60));
  return { up, down, downloads };
}

/** Difficulties of one map: a run of the standard ones (e.g. Hard..Master), sometimes Custom. */
function difficultiesOf(rng: Rng): string[] {
  const standard = DIFFICULTIES.filter((d) => d !== 'Custom');
  const from = intBetween(rng, 0, 3);
  const to = intBetween(rng, from, standard.length - 1);
  const out: string[] = standard.slice(from, to + 1);
  if (rng() < 0.07) out.push('Custom');
  return out;
}

/**
 * `n` beatmap rows for uploaders `userIds` (with names `usernames`), ids `firstId`… in upload order
 * (each its own primary version's id too, see seed-catalogue.ts) and
 * `published_at` spread over five years, more recent months busier. ~3 % are drafts (unpublished,
 * no `published_at`), ~0.3 % OST entries. Covers are keys only: list/detail presenters build URLs
 * and never read the files.
 */
export function beatmapRows(
  rng: Rng,
  n: number,
  userIds: number[],
  usernames: string[],
  firstId: number,
): (typeof beatmaps.$inferInsert)[] {
  const artists = artistPool(rng, Math.max(50, Math.round(n / 8)));
  const mappers = Math.max(1, Math.round(userIds.length * 0.75));
  const now = Date.now();
  const rows: (typeof beatmaps.$inferInsert)[] = [];
  for (let i = 0; i < n; i++) {
    const u = Math.floor(Math.pow(rng(), 2) * mappers);
    const artist = pickSkewed(rng, artists, 1.8);
    const title = songTitle(rng);
    const mapper = rng() < 0.9 ? usernames[u]! : `${usernames[u]} & ${capitalize(madeUpWord(rng))}`;
    // sqrt spreads ids toward the recent end: the catalogue grows faster lately.
    const createdAt = new Date(now - CATALOGUE_SPAN_MS * (1 - Math.sqrt((i + 1) / n)));
    const published = rng() > 0.03;
    const ost = rng() < 0.003;
    const difficulties = difficultiesOf(rng);
    const { up, down, downloads } = popularity(rng);
    const hash = fakeHash(`bench-beatmap-${i}`);
    rows.push({
      id: firstId + i,
      primaryVersionId: firstId + i,
      userId: userIds[u]!,
      title,
      artist,
      mapper,
      description: description(rng),
      hash,
      bpm: (intBetween(rng, 80000, 220000) / 1000).toFixed(3),
      durationS: intBetween(rng, 75, 420),
      difficulties,
      noteCounts: Object.fromEntries(difficulties.map((d, k) => [d, 150 + k * intBetween(rng, 120, 400)])),
      customDifficultyName: difficulties.includes('Custom') ? capitalize(madeUpWord(rng)) : null,
      coverKeys: {
        orig: `bench/${hash}.png`,
        '150': `bench/${hash}-150.jpg`,
        '250': `bench/${hash}-250.jpg`,
      },
      filenameOriginal: `${artist} - ${title}.synth`,
      uploadedAt: createdAt,
      explicit: rng() < 0.05,
      beatSaberConvert: rng() < 0.04,
      productionMode: rng() < 0.02,
      ost,
      published,
      publishedAt: published ? new Date(createdAt.getTime() + intBetween(rng, 0, 3600_000)) : null,
      downloadCount: downloads,
      playCount: downloads * intBetween(rng, 1, 6),
      upvoteCount: up,
      downvoteCount: down,
      ...voteFigures(up, down),
      createdAt,
      updatedAt: createdAt,
    });
  }
  return rows;
}
