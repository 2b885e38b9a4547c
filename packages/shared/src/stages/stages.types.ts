import type { PublicUser } from '../users/users.schemas.ts';
import type { StageManifest } from './stage-manifest.ts';
import type { StageFileMode, StageFileType, StagePlatform } from './stages.constants.ts';

/**
 * The stored file behind a stage file (formats.md §6.3 `StageFiles.file`; NoodleManagerX saves it
 * as `filename` in `CustomStages/`). `filesize` is in bytes; `cdn_url` is null because downloads go
 * through `/api/models/stages/{id}/download?file_id=` (clients fall back to it when null).
 */
export interface StageFileObject {
  id: number;
  filename: string;
  filename_original: string;
  /** Extension without the dot: `stage`, `spinstage`, `stagedroid`, `stagequest`, `spinstagequest`. */
  extension: string;
  filesize: number;
  visibility: 'public';
  cdn_url: string | null;
  cdn_key: string;
  download_count: number;
  created_at: string;
}

/**
 * One stage file (spec §3 "Stage file"; formats.md §6.3 `StageFiles`): a bundle for one platform
 * and mode. Files of version 1 carry the package's `manifest`.
 */
export interface StageFile {
  id: number;
  mode: StageFileMode;
  platform: StagePlatform;
  type: StageFileType;
  version: number;
  published: boolean;
  description: string | null;
  experience_tag: string | null;
  created_at: string;
  manifest?: StageManifest;
  file: StageFileObject;
}

/**
 * A stage as the API answers it (formats.md §6.3 "Stage", spec §3 "Avatar and Stage (model)" and
 * "the editable stage entity"). Numeric `score`/`rating` are strings; URLs relative; dates ISO 8601.
 * `files` are the files the caller may see (newest first); `latest_files` the newest per platform
 * and mode (the newest `default` one, else the newest of any type), ordered pc before quest, then
 * normal, spin, experience. `download_url` needs `?file_id=`.
 */
export interface Stage {
  id: number;
  name: string;
  description: string | null;
  youtube_url: string | null;
  tags: string[];
  experience_tag: string | null;
  published: boolean;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  cover_version: number;
  cover_url: string;
  download_url: string;
  download_count: number;
  upvote_count: number;
  downvote_count: number;
  vote_diff: number;
  score: string;
  rating: string;
  user: Pick<PublicUser, 'id' | 'username' | 'avatar_filename' | 'avatar_url'>;
  files: StageFile[];
  latest_files: StageFile[];
}

/**
 * What `GET /api/models/stages/upload` answers (spec §7 "Uploads" step 1): the upload's `id` (sent
 * back as `fileId` in step 3) and `cdn_url`, a signed, expiring, single-use URL to `PUT` the file to.
 */
export interface StageUploadTicket {
  id: string;
  cdn_url: string;
}

/** What `POST /api/models/stages/upload` answers (spec §7 step 3: the response's id is read). */
export interface StageUploadResponse {
  id: number;
}
