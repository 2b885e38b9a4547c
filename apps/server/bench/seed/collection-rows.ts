import type {
  avatars,
  leaderboardProfiles,
  playlistItems,
  playlists,
  stageFiles,
  stages,
  stageTags,
} from '../../src/db/schema/index.ts';
import { voteFigures } from '../../src/modules/votes/index.ts';
import { CATALOGUE_SPAN_MS, fakeHash } from './beatmap-rows.ts';
import {
  capitalize,
  intBetween,
  madeUpWord,
  pick,
  pickSkewed,
  type Rng,
  SONG_WORDS,
} from './catalogue-text.ts';

/** A beatmap as a playlist song needs it. */
export interface SongRef {
  id: number;
  hash: string;
  title: string;
  artist: string;
  mapper: string;
}

/** Owners, timestamps, publication and votes shared by playlists, stages and avatars. */
function ownedColumns(rng: Rng, i: number, n: number, userIds: number[]) {
  const createdAt = new Date(Date.now() - CATALOGUE_SPAN_MS * (1 - Math.sqrt((i + 1) / n)));
  const published = rng() > 0.05;
  const up = Math.floor(Math.pow(rng(), 4) * 300);
  const down = Math.floor(up * rng() * 0.2);
  return {
    userId: userIds[Math.floor(Math.pow(rng(), 2) * userIds.length)]!,
    createdAt,
    updatedAt: createdAt,
    published,
    publishedAt: published ? createdAt : null,
    downloadCount: Math.floor(up * intBetween(rng, 3, 30)),
    upvoteCount: up,
    downvoteCount: down,
    ...voteFigures(up, down),
  };
}

const PLAYLIST_SHAPES = [
  (w: string) => `Best of ${w}`,
  (w: string) => `${w} Workout`,
  (w: string, m: string) => `${m}'s ${w} Mix`,
  (w: string) => `${w} Vibes`,
  (w: string, m: string) => `${w} ${m} Collection`,
  (w: string) => `Expert ${w} Pack`,
];

/** `n` playlists and their songs (5-40 each; one in ten songs is not on the site). */
export function playlistRows(
  rng: Rng,
  n: number,
  userIds: number[],
  songs: SongRef[],
): {
  playlists: (typeof playlists.$inferInsert)[];
  items: (playlistId: number, index: number) => (typeof playlistItems.$inferInsert)[];
} {
  const rows: (typeof playlists.$inferInsert)[] = [];
  const sizes: number[] = [];
  for (let i = 0; i < n; i++) {
    const word = capitalize(pickSkewed(rng, SONG_WORDS));
    const name = pickSkewed(rng, PLAYLIST_SHAPES, 1.3)(word, capitalize(madeUpWord(rng)));
    rows.push({
      ...ownedColumns(rng, i, n, userIds),
      name: rng() < 0.15 ? `${name} ${intBetween(rng, 2, 9)}` : name,
      description: rng() < 0.5 ? `Songs for ${word.toLowerCase()} sessions.` : null,
      gradientTop: '#8e2de2',
      gradientDown: '#4a00e0',
      colorTitle: '#ffffff',
      colorTexture: '#ffffff',
      selectedIconIndex: intBetween(rng, 0, 12),
      selectedTexture: intBetween(rng, 0, 5),
      creationDateS: Math.floor(Date.now() / 1000) - intBetween(rng, 0, CATALOGUE_SPAN_MS / 1000),
      coverKeys: {},
    });
    sizes.push(intBetween(rng, 5, 40));
  }
  const items = (playlistId: number, index: number) =>
    Array.from({ length: sizes[index]! }, (_, position) => {
      const song = pickSkewed(rng, songs, 1.6);
      const onSite = rng() > 0.1;
      return {
        playlistId,
        position,
        hash: onSite ? song.hash : fakeHash(`bench-missing-${playlistId}-${position}`),
        beatmapId: onSite ? song.id : null,
        name: song.title,
        author: song.artist,
        beatmapper: song.mapper,
        difficulty: intBetween(rng, 0, 4),
        trackDurationS: intBetween(rng, 75, 420),
        addedTimeS: Math.floor(Date.now() / 1000) - intBetween(rng, 0, 3e7),
      };
    });
  return { playlists: rows, items };
}

const STAGE_WORDS = [
  'Arena',
  'Temple',
  'Station',
  'Garden',
  'Highway',
  'Reactor',
  'Lagoon',
  'Citadel',
  'Club',
];

/** `n` stages with 1-4 files (pc/quest × normal/spin) and 0-3 tags each. */
export function stageRows(rng: Rng, n: number, userIds: number[]) {
  const rows: (typeof stages.$inferInsert)[] = [];
  const files: ((stageId: number) => (typeof stageFiles.$inferInsert)[])[] = [];
  const tags: ((stageId: number) => (typeof stageTags.$inferInsert)[])[] = [];
  for (let i = 0; i < n; i++) {
    const owned = ownedColumns(rng, i, n, userIds);
    const name = `${capitalize(pickSkewed(rng, SONG_WORDS))} ${pick(rng, STAGE_WORDS)}`;
    rows.push({
      ...owned,
      name: rng() < 0.3 ? `${capitalize(madeUpWord(rng))} ${name}` : name,
      coverKeys: {},
    });
    const combos = [
      ['pc', 'normal'],
      ['quest', 'normal'],
      ['pc', 'spin'],
      ['quest', 'spin'],
    ] as const;
    const fileCount = intBetween(rng, 1, 4);
    files.push((stageId) =>
      combos.slice(0, fileCount).map(([platform, mode]) => ({
        stageId,
        platform,
        mode,
        published: owned.published,
        storageKey: `bench/${fakeHash(`stage-${stageId}-${platform}-${mode}`)}`,
        filesize: intBetween(rng, 2e6, 6e7),
        filename: `${stageId}-${platform}-${mode}.stage`,
        filenameOriginal: `${name}.stagepkg`,
        extension: platform === 'pc' ? 'stage' : 'stagedroid',
        manifest: null,
      })),
    );
    const tagList = [
      ...new Set(Array.from({ length: intBetween(rng, 0, 3) }, () => pickSkewed(rng, SONG_WORDS))),
    ];
    tags.push((stageId) => tagList.map((tag, position) => ({ stageId, tag, position })));
  }
  return { stages: rows, files, tags };
}

/** `n` avatars (VRM 0.x or 1.0) with authors and a licence. */
export function avatarRows(rng: Rng, n: number, userIds: number[]): (typeof avatars.$inferInsert)[] {
  return Array.from({ length: n }, (_, i) => {
    const name =
      `${capitalize(madeUpWord(rng))} ${rng() < 0.4 ? capitalize(pickSkewed(rng, SONG_WORDS)) : ''}`.trim();
    return {
      ...ownedColumns(rng, i, n, userIds),
      name,
      specVersion: rng() < 0.6 ? ('0.x' as const) : ('1.0' as const),
      authors: [capitalize(madeUpWord(rng))],
      modelVersion: '1.0',
      license: { name: 'CC_BY', url: null, otherLicenseUrl: null, permissions: {} },
      fileKey: `bench/${fakeHash(`avatar-${i}`)}`,
      filesize: intBetween(rng, 5e6, 3e7),
      filenameOriginal: `${name}.vrm`,
      coverKeys: {},
    };
  });
}

/** `n` leaderboard profiles; the first `linked` are tied to distinct users (named after them). */
export function profileRows(
  rng: Rng,
  n: number,
  users: { id: number; username: string }[],
  linked: number,
): (typeof leaderboardProfiles.$inferInsert)[] {
  return Array.from({ length: n }, (_, i) => {
    const user = i < linked ? users[i] : undefined;
    return user
      ? { name: user.username, userId: user.id }
      : { name: `${capitalize(madeUpWord(rng))}${rng() < 0.5 ? intBetween(rng, 1, 99) : ''}`, userId: null };
  });
}
