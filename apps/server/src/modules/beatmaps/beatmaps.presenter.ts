import { beatmapFilename } from '@synthhub/formats/synth/beatmap-filename';
import { LRUCache } from 'lru-cache';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { formatDuration } from '@synthhub/shared/format/duration';
import type { BeatmapVolatile, BeatmapWithUser } from './beatmaps.repository.ts';
import { numericString, presentItemCounts, presentItemUser } from '../items/index.ts';

/** Relative URL of a beatmap's primary file (formats.md §6.3 `download_url`). */
export function beatmapDownloadUrl(id: number): string {
  return `/api/beatmaps/${id}/download`;
}

/** Relative URL of a beatmap's cover; '' when it has none (clients substitute their own, formats.md §6.3). */
export function beatmapCoverUrl(row: Pick<BeatmapWithUser, 'id' | 'coverKeys'>): string {
  return row.coverKeys.orig ? `/api/beatmaps/${row.id}/cover` : '';
}

/**
 * File names by their inputs: every listed beatmap needs one, and computing it (NFKD, several
 * regular expressions per part) cost about 5 % of a list page's server time (docs/performance.md).
 */
const filenames = new LRUCache<string, string>({ max: 50_000 });

/** The published file name of a beatmap's primary version (formats.md §1.7), memoised by its inputs. */
export function beatmapDownloadFilename(
  row: Pick<BeatmapWithUser, 'id' | 'artist' | 'title' | 'mapper' | 'version'>,
): string {
  const key = `${row.id}\u0000${row.version}\u0000${row.artist}\u0000${row.title}\u0000${row.mapper}`;
  let filename = filenames.get(key);
  if (filename === undefined) {
    filename = beatmapFilename({
      id: row.id,
      artist: row.artist,
      title: row.title,
      mapper: row.mapper,
      version: row.version,
    });
    filenames.set(key, filename);
  }
  return filename;
}

/**
 * The fields of the API's Beatmap that come from columns the change feed does not record
 * (counters, `featured_at`) and from the uploader (formats.md §6.3): what the search index lays
 * over a kept presentation for each page (docs/decisions/0039). `presentBeatmap` takes them from here too.
 */
export function presentBeatmapVolatile(row: BeatmapVolatile) {
  return {
    play_count: row.playCount,
    play_count_daily: row.playCountDaily,
    review_count: row.reviewCount,
    recommend_count: row.recommendCount,
    ...presentItemCounts(row),
    featured: row.featuredAt !== null,
    user: presentItemUser(row.user),
  };
}

/**
 * A kept presentation of a beatmap with the fields of `volatile` current (see
 * presentBeatmapVolatile); the keys keep their order. `kept` is not changed.
 */
export function withVolatile(kept: Beatmap, volatile: BeatmapVolatile): Beatmap {
  return Object.assign({ ...kept }, presentBeatmapVolatile(volatile));
}

/**
 * The one place a beatmap row becomes the API's Beatmap (formats.md §6.3; conventions habit 4):
 * numeric `bpm`/`score`/`rating` as strings, `duration` "mm:ss", ISO dates, relative URLs.
 */
export function presentBeatmap(row: BeatmapWithUser): Beatmap {
  const filename = beatmapDownloadFilename(row);
  const volatile = presentBeatmapVolatile(row);
  return {
    id: row.id,
    hash: row.hash,
    title: row.title,
    artist: row.artist,
    mapper: row.mapper,
    duration: formatDuration(row.durationS),
    duration_s: row.durationS,
    bpm: numericString(row.bpm),
    difficulties: row.difficulties,
    custom_difficulty_name: row.customDifficultyName,
    note_counts: row.noteCounts,
    description: row.description,
    youtube_url: row.youtubeUrl,
    tags: row.tags.map((tag) => ({ tag })),
    filename,
    filename_original: row.filenameOriginal || filename,
    cover_version: row.coverVersion,
    play_count: volatile.play_count,
    play_count_daily: volatile.play_count_daily,
    review_count: volatile.review_count,
    recommend_count: volatile.recommend_count,
    download_count: volatile.download_count,
    upvote_count: volatile.upvote_count,
    downvote_count: volatile.downvote_count,
    vote_diff: volatile.vote_diff,
    score: volatile.score,
    rating: volatile.rating,
    published: row.published,
    production_mode: row.productionMode,
    beat_saber_convert: row.beatSaberConvert,
    explicit: row.explicit,
    ost: row.ost,
    featured: volatile.featured,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    uploaded_at: row.uploadedAt.toISOString(),
    version: row.version,
    user: volatile.user,
    collaborators: [],
    download_url: beatmapDownloadUrl(row.id),
    cover_url: beatmapCoverUrl(row),
    preview_url: null,
    video_url: null,
  };
}
