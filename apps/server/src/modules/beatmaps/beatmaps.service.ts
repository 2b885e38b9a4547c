import type { SynthInfo } from '@synthhub/formats/synth/synth-info';
import type { BeatmapPatch, BeatmapUploadRecord } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { announce } from '../../lib/events/announce.ts';
import type { DomainEventBus } from '../../lib/events/domain-events.ts';
import type { Config } from '../../env.ts';
import { Conflict, NotFound, UnprocessableFile } from '../../errors.ts';
import { CreatedFiles } from '../../lib/created-files.ts';
import { storeCover } from '../../lib/covers.ts';
import { contentKeyOfHash } from '../../lib/storage/content-key.ts';
import { newTempPath, removeTemp, type StagedFile } from '../../lib/uploads/temp-files.ts';
import type { UploadPipeline } from '../../lib/uploads/upload-pipeline.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { authorizeContent, contentItem } from '../../policies/content.ts';
import * as repo from './beatmaps.repository.ts';
import * as items from '../items/index.ts';
import { editItem } from '../items/index.ts';
import { patchColumns } from '../items/index.ts';
import { cleanDisplayText } from '@synthhub/shared/format/display-text';
import { storableInteger, storableText } from '../../lib/storable.ts';
import type { ItemCreated } from '../items/index.ts';

/** What the beatmap rules need from the app. */
export interface BeatmapsContext {
  db: Db;
  storage: Storage;
  config: Pick<Config, 'synthMetaKey' | 'synthLimits'>;
  log: FastifyBaseLogger;
  uploads: Pick<UploadPipeline, 'tempDir' | 'workers' | 'testPause'>;
  /** Where an upload published at once announces `item.published` (lib/events; the app has it). */
  events?: DomainEventBus;
}

/** An uploaded `.synth`: received into a temporary file (lib/uploads/temp-files.ts). */
export type UploadedSynth = StagedFile;

/** Reads a `.synth` in a parsing worker; format errors become 422s naming the problem (formats.md §1). */
async function readUploadedSynth(ctx: BeatmapsContext, file: UploadedSynth): Promise<SynthInfo> {
  const { synthMetaKey, synthLimits } = ctx.config;
  return ctx.uploads.workers.run({ kind: 'synth', path: file.path, synthMetaKey, limits: synthLimits });
}

/** A new beatmap's id, taken from its sequence before the transaction (so its download is built outside). */
async function reserveBeatmapId(db: Db): Promise<number> {
  const result = await db.execute(sql`select nextval(pg_get_serial_sequence('beatmaps', 'id')) as id`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { id: unknown }[];
  return Number(rows[0]!.id);
}

/** The largest BPM the `bpm` column (numeric(10,3)) holds. */
const BPM_MAX = 9_999_999;

/**
 * Refuses a BPM the database cannot store (a file may say 1e20): UnprocessableFile naming it,
 * before anything is stored (docs/decisions/0009).
 */
function assertStorableBpm(bpm: number): void {
  if (bpm > BPM_MAX) {
    throw new UnprocessableFile(`The beatmap's BPM (${bpm}) is out of range: at most ${BPM_MAX} is allowed.`);
  }
}

function duplicateMessage(existing: {
  beatmapId: number;
  beatmapArtist: string;
  beatmapTitle: string;
}): string {
  return `This file was already uploaded as beatmap ${existing.beatmapId} (${existing.beatmapArtist} - ${existing.beatmapTitle}).`;
}

/**
 * Options of {@link uploadBeatmap} for the admins' OST upload (`/api/admin/ost`, spec §2 "ost/new"):
 * `ost` makes a new beatmap an official soundtrack entry — `ost` and `published` true but no
 * `published_at`, like the demo's OST entries, so the public list, its total and search leave it out
 * while its page, its leaderboards and the OST lists show it (no follower announcement either);
 * `inTransaction` runs in the upload's transaction after the rows are written (the audit entry).
 */
export interface UploadBeatmapOptions {
  ost?: boolean;
  inTransaction?: (tx: repo.DbOrTx, beatmapId: number) => Promise<void>;
}

/**
 * Uploads a `.synth` as a new beatmap or, with `record.beatmap_id`, as a new version of one
 * (spec §2 "Upload New Beatmap File", §3 upload record, §4 upload modes):
 * - the file (a temporary file) is read and validated first in a parsing worker; covers are
 *   resized; the download with `synthriderz.meta.json` is built by a worker (for a new beatmap, under
 *   an id reserved from the sequence); files go to storage by content hash (docs/decisions/0007);
 * - the rows are written in one transaction (`CreatedFiles.commit`: the files are locked and
 *   checked there, so a concurrent failed upload of the same file cannot take them away); `make_primary` makes the version what visitors get
 *   (a new beatmap's first version is always primary); `unpublish_previous` unpublishes the others;
 * - on any failure every file this upload created is deleted and no row remains.
 * Returns the beatmap id. Throws BadRequest/UnprocessableFile (bad file), Conflict (hash exists),
 * NotFound/Forbidden (beatmap_id not found or not the caller's).
 */
export async function uploadBeatmap(
  ctx: BeatmapsContext,
  user: AuthUser,
  file: UploadedSynth,
  record: BeatmapUploadRecord,
  options: UploadBeatmapOptions = {},
): Promise<ItemCreated> {
  const ost = options.ost === true && record.beatmap_id == null;
  if (ost) record = { ...record, published: true };
  const info = await readUploadedSynth(ctx, file);
  assertStorableBpm(info.bpm);
  const existingVersion = await repo.findVersionByHash(ctx.db, info.hash);
  if (existingVersion) throw new Conflict(duplicateMessage(existingVersion));
  let target: repo.BeatmapWithUser | undefined;
  if (record.beatmap_id != null) {
    target = await repo.findBeatmapById(ctx.db, record.beatmap_id);
    if (!target) throw new NotFound(`Beatmap ${record.beatmap_id} was not found.`);
    authorizeContent(user, 'edit', contentItem('beatmap', target));
  }

  const files = new CreatedFiles(ctx);
  let downloadPath: string | undefined;
  try {
    const fileKey = await files.putFile(contentKeyOfHash('synth', file.sha256, 'synth'), file.path);
    const coverKeys = await storeCover(files, info.cover?.bytes);
    const beatmapId = target?.id ?? (await reserveBeatmapId(ctx.db));
    downloadPath = await newTempPath(ctx.uploads.tempDir, '.download');
    const download = await ctx.uploads.workers.run({
      kind: 'synth-download',
      path: file.path,
      outPath: downloadPath,
      id: beatmapId,
      hash: info.hash,
    });
    const downloadKey = await files.putFile(
      contentKeyOfHash('downloads', download.sha256, 'synth'),
      downloadPath,
    );
    const now = new Date();
    // Names from the file lose bidi controls and invisible characters (docs/decisions/0009).
    const mapper = record.mapper?.trim() || cleanDisplayText(info.mapper).trim() || user.username;
    const versionFields = {
      title: cleanDisplayText(info.title).trim(),
      artist: cleanDisplayText(info.artist).trim(),
      mapper,
      bpm: String(info.bpm),
      durationS: storableInteger(info.durationS === null ? null : Math.round(info.durationS), null),
      difficulties: info.difficulties,
      noteCounts: info.noteCounts as Record<string, number>,
      customDifficultyName:
        info.difficulties.includes('Custom') && info.customDifficultyName !== null
          ? cleanDisplayText(info.customDifficultyName)
          : null,
      coverKeys,
      explicit: info.explicit ?? false,
      beatSaberConvert: info.beatConverted ?? false,
      productionMode: record.production_mode,
    };
    await ctx.uploads.testPause();
    let publishedNow = false;
    const created = await files.commit(async (tx) => {
      const beatmap =
        target ??
        (await repo.insertBeatmap(tx, {
          ...versionFields,
          id: beatmapId,
          userId: user.id,
          hash: info.hash,
          description: record.description ?? null,
          published: false,
          ost,
          filenameOriginal: file.filename,
        }));
      const versionNumber = (await repo.maxVersionNumber(tx, beatmap.id)) + 1;
      const version = await repo.insertVersion(tx, {
        ...versionFields,
        beatmapId: beatmap.id,
        version: versionNumber,
        hash: info.hash,
        hashSource: info.hashSource,
        metaEncrypted: info.metaEncrypted,
        fileKey,
        downloadKey,
        downloadSize: download.size,
        filesize: file.size,
        filenameOriginal: file.filename,
        published: record.published,
        editorVersion: info.editorVersion === null ? null : storableText(info.editorVersion),
        description: record.description ?? null,
      });
      const makePrimary = !target || record.options.make_primary;
      if (makePrimary) {
        await repo.updateBeatmap(tx, beatmap.id, {
          ...versionFields,
          hash: info.hash,
          primaryVersionId: version.id,
          version: versionNumber,
          filenameOriginal: file.filename,
          uploadedAt: now,
          coverVersion: target ? target.coverVersion + 1 : 1,
          published: record.published,
          publishedAt: record.published && !ost ? now : (target?.publishedAt ?? null),
        });
      }
      if (target && record.options.unpublish_previous)
        await repo.unpublishOtherVersions(tx, beatmap.id, version.id);
      publishedNow = makePrimary && record.published && !target?.published && !ost;
      await options.inTransaction?.(tx, beatmap.id);
      return { id: beatmap.id };
    });
    // An upload published at once is a publish like the edit's (docs/decisions/0017: followers hear of it).
    if (publishedNow && ctx.events)
      await announce({ events: ctx.events, log: ctx.log }, 'item.published', {
        kind: 'beatmap',
        itemId: created.id,
        ownerId: target?.userId ?? user.id,
        byUserId: user.id,
      });
    return created;
  } catch (error) {
    await files.removeAll();
    if (uniqueViolation(error)) {
      const existing = await repo.findVersionByHash(ctx.db, info.hash);
      if (existing) throw new Conflict(duplicateMessage(existing), { cause: error });
    }
    throw error;
  } finally {
    if (downloadPath) await removeTemp(downloadPath);
  }
}

/**
 * A beatmap as the caller may see it: published ones for everyone, unpublished ones for their
 * uploader and admins. Throws NotFound otherwise, so drafts do not leak (modules/items).
 */
export const getVisibleBeatmap = (ctx: Pick<BeatmapsContext, 'db'>, id: number, viewer: AuthUser | null) =>
  items.getVisibleItem(ctx, repo.beatmapStore, id, viewer);

/** Beatmap edit fields (wire name → column; spec §2 /beatmaps/edit/{id}). */
const BEATMAP_PATCH_COLUMNS = {
  title: 'title',
  artist: 'artist',
  mapper: 'mapper',
  description: 'description',
  youtube_url: 'youtubeUrl',
  explicit: 'explicit',
  tags: 'tags',
} as const;

/**
 * Edits a beatmap's metadata (spec §2 /beatmaps/edit/{id}), uploader or admin only. Publishing an
 * unpublished beatmap sets `published_at` to now; its primary version follows the beatmap's
 * `published` (the versions of formats.md §6.3). Throws NotFound/Forbidden.
 */
export const editBeatmap = (ctx: items.ItemsWriteContext, user: AuthUser, id: number, patch: BeatmapPatch) =>
  editItem(ctx, repo.beatmapStore, user, id, patch.published, async ({ tx, row, publish }) => {
    await repo.updateBeatmap(tx, id, {
      ...patchColumns<BeatmapPatch, repo.NewBeatmap>(patch, BEATMAP_PATCH_COLUMNS),
      ...publish.columns,
    });
    if (patch.published !== undefined && row.primaryVersionId) {
      await repo.setVersionPublished(tx, row.primaryVersionId, patch.published);
    }
  });

/**
 * The stored download of a beatmap's primary version: the `.synth` with `synthriderz.meta.json`
 * inside (formats.md §1.1). Same visibility as getVisibleBeatmap.
 */
export async function getPrimaryDownload(
  ctx: Pick<BeatmapsContext, 'db'>,
  id: number,
  viewer: AuthUser | null,
) {
  const beatmap = await getVisibleBeatmap(ctx, id, viewer);
  const version = beatmap.primaryVersionId
    ? await repo.findVersionById(ctx.db, beatmap.primaryVersionId)
    : undefined;
  if (!version) throw new NotFound(`Beatmap ${id} has no file.`);
  return { beatmap, version };
}

/**
 * The stored download for a map hash (formats.md §6.2 `/api/beatmaps/hash/download/{hash}`), the
 * version that holds that hash, when its beatmap is published (or the viewer owns it).
 */
export async function getDownloadByHash(
  ctx: Pick<BeatmapsContext, 'db'>,
  hash: string,
  viewer: AuthUser | null,
) {
  const version = await repo.findVersionByHash(ctx.db, hash.toLowerCase());
  if (!version) throw new NotFound(`No beatmap has the hash ${hash}.`);
  const beatmap = await getVisibleBeatmap(ctx, version.beatmapId, viewer).catch(() => {
    throw new NotFound(`No beatmap has the hash ${hash}.`);
  });
  return { beatmap, version };
}

/**
 * Deletes a beatmap with all its versions and its votes, uploader or admin only (modules/items
 * `removeItem`; spec §6). Files stay until the sweep of unreferenced files removes them.
 */
export const removeBeatmap = (ctx: items.ItemsWriteContext, user: AuthUser, id: number) =>
  items.removeItem(ctx, repo.beatmapStore, user, id);
