import {
  STAGE_UPLOAD_CLAIM_GRACE_S,
  STAGE_UPLOAD_URL_TTL_S,
  STAGEPKG_MAX_BYTES,
} from '@synthhub/shared/stages/stages.constants';
import type { StageUploadPayload } from '@synthhub/shared/stages/stages.schemas';
import type { StageUploadTicket } from '@synthhub/shared/stages/stages.types';
import { formatSize } from '@synthhub/shared/format/size';
import type { Readable } from 'node:stream';
import { BadRequest, Conflict, Forbidden, NotFound, PayloadTooLarge } from '../../errors.ts';
import { removeTemp, type StagedFile, streamToTempFile } from '../../lib/uploads/temp-files.ts';
import { type HmacUploadSigner, newUploadId, type SignedPutUrls } from '../../lib/storage/signed-upload.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { authorizeContent, contentItem } from '../../policies/content.ts';
import { canUsePendingUpload } from '../../policies/upload.ts';
import * as uploads from './pending-uploads.repository.ts';
import { importStagePackage, type StagesContext } from './stage-import.service.ts';
import * as repo from './stages.repository.ts';
import { pendingUploadKey } from '../../lib/storage/content-key.ts';

/** The `kind` of pending uploads made for stages. */
export const STAGE_UPLOAD_KIND = 'stage';

/** The 413 of a package over `maxBytes` bytes. */
function tooLarge(maxBytes: number): PayloadTooLarge {
  return new PayloadTooLarge(`The file is too large: stage packages may be at most ${formatSize(maxBytes)}.`);
}

/** The 400 of an upload without bytes. */
function emptyUpload(): BadRequest {
  return new BadRequest('Required: the request body must hold the .stagepkg file.', {
    validation: ['file: Required'],
  });
}

/** Removes pending uploads that expired more than the grace period ago, with their files (best effort). */
async function sweepExpired(ctx: Pick<StagesContext, 'db' | 'storage' | 'log'>, now: Date): Promise<void> {
  const gone = await uploads.deleteExpiredUploads(
    ctx.db,
    new Date(now.getTime() - STAGE_UPLOAD_CLAIM_GRACE_S * 1000),
  );
  await Promise.allSettled(gone.map((u) => ctx.storage.delete(pendingUploadKey(u.id))));
  if (gone.length > 0) ctx.log.info({ count: gone.length }, 'removed expired stage uploads');
}

/**
 * Step 1 of the stage upload (spec §7 "Uploads"): records a pending upload for `user` that expires
 * in `STAGE_UPLOAD_URL_TTL_S` and answers its id and the signed, single-use URL to PUT the file to.
 * Also sweeps uploads that expired long ago.
 */
export async function createStageUpload(
  ctx: Pick<StagesContext, 'db' | 'storage' | 'log'>,
  user: AuthUser,
  signer: SignedPutUrls,
  now = new Date(),
): Promise<StageUploadTicket> {
  await sweepExpired(ctx, now);
  const id = newUploadId();
  const expiresAt = new Date(now.getTime() + STAGE_UPLOAD_URL_TTL_S * 1000);
  await uploads.insertPendingUpload(ctx.db, { id, kind: STAGE_UPLOAD_KIND, userId: user.id, expiresAt });
  return { id, cdn_url: await signer.putUrl(id, expiresAt) };
}

/** The 403 for a signed URL whose pending upload is used, expired or gone (`row` as found). */
function unusableUrl(row: { receivedAt: Date | null } | undefined): Forbidden {
  if (row?.receivedAt)
    return new Forbidden(
      'This upload URL was already used: each URL takes one file. Ask for a new upload URL.',
    );
  if (row) return new Forbidden('This upload URL has expired: ask for a new upload URL.');
  return new Forbidden('This upload URL is unknown or its upload is finished: ask for a new upload URL.');
}

/**
 * Step 2 (spec §7): the PUT to a signed URL. Checks the signature and expiry (403) and that the URL
 * was not used (403) before reading anything, takes an upload slot of the uploader (429 beyond the
 * caps), streams the body to a temporary file (413 over `maxBytes`, 400 when empty;
 * docs/decisions/0007), then marks the URL used (atomically: of two PUTs racing, one gets a 403)
 * and stores the file. A refused PUT stores nothing; a failed store leaves the URL usable.
 * Returns the upload id and its size in bytes.
 */
export async function receiveUpload(
  ctx: Pick<StagesContext, 'db' | 'storage' | 'uploads'>,
  signer: HmacUploadSigner,
  id: string,
  query: { expires?: unknown; sig?: unknown },
  body: Readable,
  maxBytes: number,
  now = new Date(),
): Promise<{ id: string; filesize: number }> {
  signer.verify(id, query, now.getTime());
  const pending = await uploads.findPendingUpload(ctx.db, id);
  if (!pending || pending.receivedAt || pending.expiresAt.getTime() <= now.getTime()) {
    throw unusableUrl(pending);
  }
  const slot = ctx.uploads.slots.acquire(pending.userId);
  let file: StagedFile | undefined;
  try {
    file = await streamToTempFile(body, ctx.uploads.tempDir, `${id}.stagepkg`, {
      maxBytes,
      tooLarge: () => tooLarge(maxBytes),
    });
    if (file.size === 0) throw emptyUpload();
    const row = await uploads.markReceived(ctx.db, id, now);
    if (!row) throw unusableUrl(await uploads.findPendingUpload(ctx.db, id));
    const key = pendingUploadKey(id);
    try {
      await ctx.storage.putFile(key, file.path);
      await uploads.setStoredFile(ctx.db, id, key, file.size);
    } catch (error) {
      await ctx.storage.delete(key).catch(() => {});
      await uploads.unmarkReceived(ctx.db, id);
      throw error;
    }
    return { id, filesize: file.size };
  } finally {
    slot.release();
    if (file) await removeTemp(file.path);
  }
}

/**
 * Step 2 done straight to the storage (an S3 presigned URL, lib/storage/signed-upload.ts): the
 * server was not told, so step 3 looks for the object `pendingUploadKey(id)` and records it as
 * received at the time the storage wrote it (which refused the PUT after the URL's expiry).
 * Returns false when there is no object. An empty object (400) or one over the `.stagepkg` limit
 * (413) is deleted and refused; the URL stays usable until it expires.
 */
async function adoptDirectUpload(
  ctx: Pick<StagesContext, 'db' | 'storage' | 'config'>,
  id: string,
): Promise<boolean> {
  const key = pendingUploadKey(id);
  const stat = await ctx.storage.stat(key);
  if (!stat) return false;
  const maxBytes = ctx.config.stagepkgLimits?.maxBytes ?? STAGEPKG_MAX_BYTES;
  if (stat.size === 0 || stat.size > maxBytes) {
    await ctx.storage.delete(key);
    throw stat.size === 0 ? emptyUpload() : tooLarge(maxBytes);
  }
  // Of two step 3s racing here, one marks it; both record the same key and size.
  await uploads.markReceived(ctx.db, id, stat.modifiedAt);
  await uploads.setStoredFile(ctx.db, id, key, stat.size);
  return true;
}

async function claim(
  ctx: Pick<StagesContext, 'db' | 'storage' | 'config'>,
  user: AuthUser,
  fileId: string,
  now: Date,
) {
  const pending = await uploads.findPendingUpload(ctx.db, fileId);
  if (!pending || !canUsePendingUpload(user, pending) || pending.kind !== STAGE_UPLOAD_KIND) {
    throw new NotFound(`Upload "${fileId}" was not found: start with GET /api/models/stages/upload.`);
  }
  if (pending.claimedAt) throw new Conflict(`Upload "${fileId}" was already used.`);
  if (!pending.storageKey) {
    // With presigned URLs the bytes went to the storage without this server seeing them.
    const adopted = ctx.storage.signedPutUrl ? await adoptDirectUpload(ctx, fileId) : false;
    if (!adopted)
      throw new BadRequest(`Upload "${fileId}" has no file yet: PUT the .stagepkg to its cdn_url first.`);
  }
  if (pending.expiresAt.getTime() + STAGE_UPLOAD_CLAIM_GRACE_S * 1000 < now.getTime()) {
    throw new BadRequest(`Upload "${fileId}" has expired: upload the file again.`);
  }
  const claimed = await uploads.claimUpload(ctx.db, fileId, user.id, now);
  if (!claimed?.storageKey) throw new Conflict(`Upload "${fileId}" was already used.`);
  return claimed.storageKey;
}

/**
 * Step 3 (spec §7; spec §3 "Stage upload payload"): turns the caller's received upload into a new
 * stage (`stageId` null) or into more files of their stage `stageId` (uploader or admin), through
 * `importStagePackage`. The upload is used up either way: its bytes and record are removed, so a
 * refused package leaves no rows and no files. Returns the stage id.
 * Throws NotFound (unknown upload or stage), Forbidden (someone else's stage), Conflict (used
 * already), BadRequest (no file yet, expired, empty), PayloadTooLarge (over the `.stagepkg` limit, a
 * file PUT straight to the bucket), UnprocessableFile (a bad package).
 */
export async function useStageUpload(
  ctx: StagesContext,
  user: AuthUser,
  payload: StageUploadPayload,
  now = new Date(),
): Promise<{ id: number }> {
  let target: repo.StageRow | undefined;
  if (payload.stageId !== null) {
    target = await repo.findStageById(ctx.db, payload.stageId);
    if (!target) throw new NotFound(`Stage ${payload.stageId} was not found.`);
    authorizeContent(user, 'edit', contentItem('stage', target));
  }
  const key = await claim(ctx, user, payload.fileId, now);
  let file: StagedFile | undefined;
  try {
    // A local copy for the parsing worker (the storage may not be a local disk).
    const stream = await ctx.storage.stream(key);
    if (!stream) throw new BadRequest(`The file of upload "${payload.fileId}" is gone: upload it again.`);
    // Bounded: a bucket's presigned URL could have replaced the object after step 3 checked it.
    const maxBytes = ctx.config.stagepkgLimits?.maxBytes ?? STAGEPKG_MAX_BYTES;
    file = await streamToTempFile(stream, ctx.uploads.tempDir, `${payload.fileId}.stagepkg`, {
      maxBytes,
      tooLarge: () => tooLarge(maxBytes),
    });
    return await importStagePackage(ctx, user, file.path, { ...payload, target });
  } finally {
    if (file) await removeTemp(file.path);
    await ctx.storage
      .delete(key)
      .catch((error) => ctx.log.warn({ err: error }, 'pending upload not removed'));
    await uploads.deletePendingUpload(ctx.db, payload.fileId);
  }
}
