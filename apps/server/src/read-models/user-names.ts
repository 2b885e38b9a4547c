import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userNamesVersion, users } from '../db/schema/index.ts';
import type { Operator } from '../lib/crud/operators.ts';
import { userIdsWhere } from '../lib/crud/search-terms.ts';
import type { ConditionValue } from '../lib/crud/types.ts';
import { liveIndexOf } from './live-index.ts';

/**
 * Every user's id, `lower(username)` as PostgreSQL computed it, and whether the account lives (no
 * tombstone, docs/decisions/0016), at one version — in the users list's default order (`username`
 * A→Z in the database's collation, then `id`; lib/crud/compile.ts), so a scan meets them as a
 * page lists them.
 */
export interface Snapshot {
  version: number;
  ids: Int32Array;
  living: Uint8Array;
  /**
   * The names joined as `\0name₀\0name₁\0…\0` (PostgreSQL text never holds a NUL), searched with
   * one `indexOf` per match instead of a test per name; `starts[i]` is where name i begins, and
   * `starts[n]` lies past the end.
   */
  joined: string;
  starts: Int32Array;
}

/** The snapshot of these names (in list order) with their ids and living flags. */
export function snapshotOf(version: number, rows: { id: number; name: string; living: boolean }[]): Snapshot {
  const starts = new Int32Array(rows.length + 1);
  let at = 1;
  rows.forEach((row, i) => {
    starts[i] = at;
    at += row.name.length + 1;
  });
  starts[rows.length] = at;
  return {
    version,
    ids: Int32Array.from(rows, (r) => r.id),
    living: Uint8Array.from(rows, (r) => (r.living ? 1 : 0)),
    joined: `\0${rows.map((r) => r.name).join('\0')}\0`,
    starts,
  };
}

/** The index of the name whose text holds position `at` of `joined` (the last start at or before it). */
function nameAt(starts: Int32Array, at: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (starts[middle]! <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * The indexes, ascending, of the names that contain (`$contL`) or equal (`$eqL`) `term`: each
 * match found by `indexOf` in the joined names, the search going on at the next name.
 */
export function matchingNames(snapshot: Snapshot, op: '$contL' | '$eqL', term: string): number[] {
  const { joined, starts } = snapshot;
  const count = starts.length - 1;
  if (term.includes('\0')) return [];
  if (op === '$contL' && term === '') return Array.from({ length: count }, (_, i) => i);
  const needle = op === '$eqL' ? `\0${term}\0` : term;
  const found: number[] = [];
  for (let from = 0; ;) {
    const at = joined.indexOf(needle, from);
    if (at < 0) return found;
    const i = nameAt(starts, op === '$eqL' ? at + 1 : at);
    found.push(i);
    // `$eqL`'s needle begins with the separator before the next name.
    from = op === '$eqL' ? starts[i + 1]! - 1 : starts[i + 1]!;
  }
}

/**
 * The users' names in memory for the catalogue indexes' `user.username` conditions
 * (docs/decisions/0040): read whole with their version in one snapshot, and read again in the
 * background when a page statement shows a newer version — meanwhile callers ask PostgreSQL
 * (`userIdsWhere`), so a sign-up or a rename never makes a search wait for the reload.
 */
class UserNames {
  snapshot: Snapshot | undefined;
  private loading: Promise<void> | undefined;

  constructor(private readonly db: Db) {}

  /** Starts a reload unless one is running; failures are left for the next call. */
  refresh(): void {
    this.loading ??= this.load()
      .catch(() => undefined)
      .finally(() => {
        this.loading = undefined;
      });
  }

  /** Resolves when the names are loaded (or the load failed). */
  async ready(): Promise<void> {
    if (!this.snapshot) this.refresh();
    await this.loading;
  }

  private async load(): Promise<void> {
    this.snapshot = await this.db.transaction(
      async (tx) => {
        const [row] = await tx.select({ version: userNamesVersion.version }).from(userNamesVersion);
        const rows = await tx
          .select({
            id: users.id,
            name: sql<string>`lower(${users.username})`,
            living: sql<boolean>`${users.deletedAt} is null`,
          })
          .from(users)
          // The grammar's order for `sort=username,ASC` with its tie-breaker (lib/crud/compile.ts).
          .orderBy(sql`${users.username} asc nulls last`, sql`${users.id} asc nulls last`);
        return snapshotOf(Number(row?.version ?? 0), rows);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }
}

const byDb = new WeakMap<Db, UserNames>();

function userNames(db: Db): UserNames {
  return liveIndexOf(byDb, db, (handle) => new UserNames(handle));
}

/**
 * The ids of the users whose `lower(username)` contains (`$contL`) or equals (`$eqL`) `lowerTerm`
 * (already `lower()`ed by PostgreSQL), from the names in memory, and the version they stand at; or
 * undefined while they are not loaded (the first call starts the load and waits for it once).
 * Answers what the grammar's SQL (`ILIKE '%term%'`, `lower(a) = lower(b)`) answers at that version,
 * in the users list's default order (`username` A→Z, then `id`; see Snapshot) — tombstones
 * included, or left out with `livingOnly` (the users `GET /api/user` lists).
 */
export async function userIdsInMemory(
  db: Db,
  op: '$contL' | '$eqL',
  lowerTerm: string,
  livingOnly = false,
): Promise<{ ids: number[]; version: number } | undefined> {
  const entry = userNames(db);
  await entry.ready();
  const snapshot = entry.snapshot;
  if (!snapshot) return undefined;
  const ids: number[] = [];
  for (const i of matchingNames(snapshot, op, lowerTerm))
    if (!livingOnly || snapshot.living[i] === 1) ids.push(snapshot.ids[i]!);
  return { ids, version: snapshot.version };
}

/**
 * Tells the names of `db` that a page statement saw `version`: a version other than theirs starts
 * a reload in the background. Returns true when the names stand at `version`.
 */
export function checkUserNamesVersion(db: Db, version: number): boolean {
  const entry = userNames(db);
  if (entry.snapshot?.version === version) return true;
  if (version > (entry.snapshot?.version ?? -1)) entry.refresh();
  return false;
}

/**
 * Whether an answer that matched `user.username` conditions against the names in memory at
 * version `matched` still holds in a page statement's snapshot that showed version `seen`: only
 * when the two are equal. (The names in memory may meanwhile have been reloaded to `seen` by
 * another request — that does not make this answer's older match right.) A `seen` other than the
 * names' own starts their reload in the background (checkUserNamesVersion).
 */
export function namesStillHold(db: Db, matched: number, seen: number): boolean {
  checkUserNamesVersion(db, seen);
  return matched === seen;
}

/**
 * How one answer of an in-memory index resolves its `user.username` conditions: from the names in
 * memory (then `version` is the names version they matched, which the page's statement must show
 * too) or, with `sql`, by the grammar's SQL (`userIdsWhere`, outside the page's snapshot).
 */
export interface NamesUse {
  sql: boolean;
  version?: number;
}

/**
 * The ids of the users a `user.username` condition (`op`, `value`; `lower` is the value as
 * PostgreSQL lowers it, when it is text) selects: from memory for `$contL`/`$eqL` unless `use.sql`
 * (recording the names version in `use`), else by the grammar's own SQL. Throws what the database
 * throws.
 */
export async function usernameIds(
  db: Db,
  op: Operator,
  value: ConditionValue,
  lower: string | undefined,
  use: NamesUse,
): Promise<number[]> {
  if (!use.sql && lower !== undefined && (op === '$contL' || op === '$eqL')) {
    const found = await userIdsInMemory(db, op, lower);
    if (found && (use.version === undefined || use.version === found.version)) {
      use.version = found.version;
      return found.ids;
    }
  }
  return userIdsWhere(db, op, value);
}
