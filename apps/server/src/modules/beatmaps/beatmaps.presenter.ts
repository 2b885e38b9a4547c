import { beatmapFilename } from '@synthhub/formats/synth/beatmap-filename';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { formatDuration } from '@synthhub/shared/format/duration';
import type { BeatmapWithUser } from './beatmaps.repository.ts';
import { numericString, presentItemCounts, presentItemUser } from '../items/index.ts';

/** Relative URL of a beatmap's primary file (formats.md §6.3 `download_url`). */
export function beatmapDownloadUrl(id: number): string {
  return `/api/beatmaps/${id}/download`;
}

/** Relative URL of a beatmap's cover; '' when it has none (clients substitute their own, formats.md §6.3). */
export function beatmapCoverUrl(row: Pick<BeatmapWithUser, 'id' | 'coverKeys'>): string {
  return row.coverKeys.orig ? `/api/beatmaps/${row.id}/cover` : '';
}

/** The published file name of a beatmap's primary version (formats.md §1.7). */
export function beatmapDownloadFilename(
  row: Pick<BeatmapWithUser, 'id' | 'artist' | 'title' | 'mapper' | 'version'>,
): string {
  return beatmapFilename({
    id: row.id,
    artist: row.artist,
    title: row.title,
    mapper: row.mapper,
    version: row.version,
  });
}

/**
 * The one place a beatmap row becomes the API's Beatmap (formats.md §6.3; conventions habit 4):
 * numeric `bpm`/`score`/`rating` as strings, `duration` "mm:ss", ISO dates, relative URLs.
 */
export function presentBeatmap(row: BeatmapWithUser): Beatmap {
  const filename = beatmapDownloadFilename(row);
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
    play_count: row.playCount,
    play_count_daily: row.playCountDaily,
    review_count: row.reviewCount,
    recommend_count: row.recommendCount,
    ...presentItemCounts(row),
    published: row.published,
    production_mode: row.productionMode,
    beat_saber_convert: row.beatSaberConvert,
    explicit: row.explicit,
    ost: row.ost,
    featured: row.featuredAt !== null,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    uploaded_at: row.uploadedAt.toISOString(),
    version: row.version,
    user: presentItemUser(row.user),
    collaborators: [],
    download_url: beatmapDownloadUrl(row.id),
    cover_url: beatmapCoverUrl(row),
    preview_url: null,
    video_url: null,
  };
}
