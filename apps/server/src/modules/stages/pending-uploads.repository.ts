import { and, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import { pendingUploads } from '../../db/schema/index.ts';
import type { DbOrTx } from './stages.repository.ts';

/** A `pending_uploads` row. */
export type PendingUploadRow = typeof pendingUploads.$inferSelect;

/** Records a new pending upload (step 1 of the stage upload). */
export async function insertPendingUpload(
  db: DbOrTx,
  values: { id: string; kind: string; userId: number; expiresAt: Date },
): Promise<PendingUploadRow> {
  const rows = await db.insert(pendingUploads).values(values).returning();
  return rows[0]!;
}

/** One pending upload by id, or undefined. */
export async function findPendingUpload(db: DbOrTx, id: string): Promise<PendingUploadRow | undefined> {
  const rows = await db.select().from(pendingUploads).where(eq(pendingUploads.id, id));
  return rows[0];
}

/**
 * Marks an upload as received, atomically, when it is unexpired and not received yet: the one
 * PUT a signed URL allows. Returns the row, or undefined when another PUT got there first.
 */
export async function markReceived(db: DbOrTx, id: string, now: Date): Promise<PendingUploadRow | undefined> {
  const rows = await db
    .update(pendingUploads)
    .set({ receivedAt: now })
    .where(
      and(eq(pendingUploads.id, id), isNull(pendingUploads.receivedAt), gt(pendingUploads.expiresAt, now)),
    )
    .returning();
  return rows[0];
}

/** Undoes `markReceived` when storing the bytes failed, so the URL can be used again. */
export async function unmarkReceived(db: DbOrTx, id: string): Promise<void> {
  await db.update(pendingUploads).set({ receivedAt: null }).where(eq(pendingUploads.id, id));
}

/** Records where the received bytes were stored. */
export async function setStoredFile(
  db: DbOrTx,
  id: string,
  storageKey: string,
  filesize: number,
): Promise<void> {
  await db.update(pendingUploads).set({ storageKey, filesize }).where(eq(pendingUploads.id, id));
}

/**
 * Claims a received upload for use, atomically (step 3): only its owner, only once. Returns the
 * row, or undefined when it is not claimable (someone else's, unreceived, or already claimed).
 */
export async function claimUpload(
  db: DbOrTx,
  id: string,
  userId: number,
  now: Date,
): Promise<PendingUploadRow | undefined> {
  const rows = await db
    .update(pendingUploads)
    .set({ claimedAt: now })
    .where(
      and(
        eq(pendingUploads.id, id),
        eq(pendingUploads.userId, userId),
        isNull(pendingUploads.claimedAt),
        isNotNull(pendingUploads.storageKey),
      ),
    )
    .returning();
  return rows[0];
}

/** Deletes one pending upload row. */
export async function deletePendingUpload(db: DbOrTx, id: string): Promise<void> {
  await db.delete(pendingUploads).where(eq(pendingUploads.id, id));
}

/** Deletes the pending uploads that expired before `before` and returns them (their files go too). */
export async function deleteExpiredUploads(db: DbOrTx, before: Date): Promise<PendingUploadRow[]> {
  return db.delete(pendingUploads).where(lt(pendingUploads.expiresAt, before)).returning();
}
