import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deviceCodes } from '../../db/schema/sign-in-codes.ts';

/** A row of `device_codes`. */
export type DeviceCodeRow = typeof deviceCodes.$inferSelect;

/** A device code row judged by the database's clock: expired, and polled sooner than its interval. */
export type DeviceCodeState = DeviceCodeRow & { expired: boolean; tooSoon: boolean };

/** Stores a new pending request expiring `ttlSeconds` after the database's `now()`. */
export async function insertDeviceCode(
  db: Db,
  values: {
    deviceCodeHash: string;
    userCodeHash: string;
    clientId: string;
    intervalS: number;
    ttlSeconds: number;
  },
): Promise<void> {
  await db.insert(deviceCodes).values({
    deviceCodeHash: values.deviceCodeHash,
    userCodeHash: values.userCodeHash,
    clientId: values.clientId,
    intervalS: values.intervalS,
    expiresAt: sql`now() + ${`${values.ttlSeconds} seconds`}::interval`,
  });
}

/** Deletes requests that expired more than a day ago (their user codes become free again). */
export async function deleteStaleDeviceCodes(db: Db): Promise<void> {
  await db.delete(deviceCodes).where(lt(deviceCodes.expiresAt, sql`now() - interval '1 day'`));
}

/**
 * The request with this device code hash, locked until the end of the transaction `tx` (which it
 * must be), with `expired` and `tooSoon` (last poll less than `interval_s` ago) by the database's clock.
 */
export async function lockDeviceCode(tx: Db, deviceCodeHash: string): Promise<DeviceCodeState | undefined> {
  const [row] = await tx
    .select({
      code: deviceCodes,
      expired: sql<boolean>`${deviceCodes.expiresAt} <= now()`,
      tooSoon: sql<boolean>`coalesce(${deviceCodes.lastPolledAt} > now() - ${deviceCodes.intervalS} * interval '1 second', false)`,
    })
    .from(deviceCodes)
    .where(eq(deviceCodes.deviceCodeHash, deviceCodeHash))
    .for('update')
    .limit(1);
  return row ? { ...row.code, expired: row.expired, tooSoon: row.tooSoon } : undefined;
}

/** Records a poll at `now()`, with the (possibly raised) interval in seconds. */
export async function recordPoll(db: Db, id: number, intervalS: number): Promise<void> {
  await db
    .update(deviceCodes)
    .set({ lastPolledAt: sql`now()`, intervalS })
    .where(eq(deviceCodes.id, id));
}

/** Marks an approved request used (its tokens were issued). */
export async function markDeviceCodeUsed(db: Db, id: number): Promise<void> {
  await db.update(deviceCodes).set({ status: 'used' }).where(eq(deviceCodes.id, id));
}

/** The pending, unexpired request with this user code hash, or undefined. */
export async function findPendingByUserCode(
  db: Db,
  userCodeHash: string,
): Promise<DeviceCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(deviceCodes)
    .where(
      and(
        eq(deviceCodes.userCodeHash, userCodeHash),
        eq(deviceCodes.status, 'pending'),
        gt(deviceCodes.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Approves or denies the pending, unexpired request with this user code hash for `userId`, in one
 * statement (so two approvals cannot both win); true when a request changed.
 */
export async function decideDeviceCode(
  db: Db,
  userCodeHash: string,
  userId: number,
  status: 'approved' | 'denied',
): Promise<boolean> {
  const rows = await db
    .update(deviceCodes)
    .set({ status, userId })
    .where(
      and(
        eq(deviceCodes.userCodeHash, userCodeHash),
        eq(deviceCodes.status, 'pending'),
        gt(deviceCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: deviceCodes.id });
  return rows.length > 0;
}
