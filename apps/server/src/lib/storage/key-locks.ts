import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { STORAGE_KEY_COLUMNS } from './sweep.ts';

/**
 * First argument of every storage-key advisory lock (`pg_advisory_xact_lock(int, int)`), so these
 * locks never collide with advisory locks taken for anything else. ASCII "SHKY".
 */
export const STORAGE_KEY_LOCK_CLASS = 0x53484b59;

/** A Drizzle database or a transaction on it: what the functions below run their SQL on. */
export type DbOrTx = Pick<Db, 'execute'>;

/**
 * Takes the transaction-scoped lock of each storage key (docs/decisions/0007): an upload's commit
 * and a failed upload's cleanup of the same key run one after the other, never interleaved.
 * Keys are locked in sorted order, so two commits sharing keys cannot deadlock. Released at the
 * end of the transaction; must run inside one (`tx`). Two keys may share a lock (`hashtext` is a
 * 32-bit hash): that only makes one wait for the other.
 */
export async function lockStorageKeys(tx: DbOrTx, keys: Iterable<string>): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(${STORAGE_KEY_LOCK_CLASS}, hashtext(${key}))`);
  }
}

/**
 * Whether any row names `key` in one of the {@link STORAGE_KEY_COLUMNS} (text columns equal to it,
 * jsonb columns holding it as a string anywhere inside). Read with a fresh snapshot, so rows that
 * committed before this statement are seen; call it after {@link lockStorageKeys} to see every
 * commit that references the key.
 */
export async function isStorageKeyReferenced(tx: DbOrTx, key: string): Promise<boolean> {
  const checks: SQL[] = STORAGE_KEY_COLUMNS.map(({ table, column }) =>
    column.dataType === 'json'
      ? sql`exists (select 1 from ${table} where jsonb_path_exists(${column}, '$.** ? (@ == $k)', jsonb_build_object('k', ${key}::text)))`
      : sql`exists (select 1 from ${table} where ${column} = ${key})`,
  );
  const result = await tx.execute(sql`select (${sql.join(checks, sql` or `)}) as referenced`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    referenced: boolean;
  }[];
  return rows[0]?.referenced === true;
}
