import {
  STAGE_FILE_MANIFEST_VERSION,
  STAGE_FILE_MODES,
  STAGE_PLATFORMS,
} from '@synthhub/shared/stages/stages.constants';
import type { Stage, StageFile } from '@synthhub/shared/stages/stages.types';
import type { StageFileRow, StageWithUser } from './stages.repository.ts';
import { presentItemCounts, presentItemUser } from '../items/index.ts';

/** Relative URL of a stage's download (formats.md §6.3 `download_url`; add `?file_id=`). */
export function stageDownloadUrl(id: number): string {
  return `/api/models/stages/${id}/download`;
}

/** Relative URL of a stage's cover; '' when it has none (formats.md §6.3). */
export function stageCoverUrl(row: Pick<StageWithUser, 'id' | 'coverKeys'>): string {
  return row.coverKeys.orig ? `/api/models/stages/${row.id}/cover` : '';
}

/**
 * A stage-file row as the API's StageFile (formats.md §6.3 `StageFiles`, spec §3): the stored
 * bundle is `file` (its id is the stage file's id, the `file_id` of downloads); the manifest is
 * included for version 1 files.
 */
export function presentStageFile(row: StageFileRow): StageFile {
  const created = row.createdAt.toISOString();
  return {
    id: row.id,
    mode: row.mode,
    platform: row.platform,
    type: row.type,
    version: row.version,
    published: row.published,
    description: row.description,
    experience_tag: row.experienceTag,
    created_at: created,
    ...(row.version === STAGE_FILE_MANIFEST_VERSION && row.manifest ? { manifest: row.manifest } : {}),
    file: {
      id: row.id,
      filename: row.filename,
      filename_original: row.filenameOriginal,
      extension: row.extension,
      filesize: row.filesize,
      visibility: 'public',
      cdn_url: null,
      cdn_key: row.storageKey,
      download_count: row.downloadCount,
      created_at: created,
    },
  };
}

const order = (f: StageFile) => STAGE_PLATFORMS.indexOf(f.platform) * 10 + STAGE_FILE_MODES.indexOf(f.mode);

/**
 * The newest file per platform and mode (formats.md §6.3 `latest_files`): the newest `default`
 * one, else the newest of any type, so an alternate upload never replaces the main file. `files`
 * must be newest first. Ordered pc before quest, then normal, spin, experience.
 */
export function latestFiles(files: StageFile[]): StageFile[] {
  const best = new Map<string, StageFile>();
  for (const file of files) {
    const key = `${file.platform}/${file.mode}`;
    const current = best.get(key);
    if (!current || (current.type !== 'default' && file.type === 'default')) best.set(key, file);
  }
  return [...best.values()].sort((a, b) => order(a) - order(b));
}

/**
 * The one place a stage row becomes the API's Stage (formats.md §6.3; conventions habit 4).
 * `files` are the rows the viewer may see, newest first; `tags` in their order.
 */
export function presentStage(row: StageWithUser, files: StageFileRow[], tags: string[]): Stage {
  const presented = files.map(presentStageFile);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    youtube_url: row.youtubeUrl,
    tags,
    experience_tag: row.experienceTag,
    published: row.published,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    cover_version: row.coverVersion,
    cover_url: stageCoverUrl(row),
    download_url: stageDownloadUrl(row.id),
    ...presentItemCounts(row),
    user: presentItemUser(row.user),
    files: presented,
    latest_files: latestFiles(presented),
  };
}
