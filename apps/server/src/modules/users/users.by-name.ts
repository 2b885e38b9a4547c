import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { leaderboardProfiles, users } from '../../db/schema/index.ts';
import { pagingOf } from '../../lib/crud/paging.ts';
import { normalisedTerms, scalarText } from '../../lib/crud/search-terms.ts';
import type { CrudRequest } from '../../lib/crud/types.ts';
import { currentUserNamesVersion, userNamesVersionColumn } from '../../lib/crud/user-names.ts';
import { namesStillHold, userIdsInMemory } from '../../read-models/user-names.ts';
import { HeardRows } from '../../read-models/heard-rows.ts';
import { usersResource } from './users.crud.ts';

/** A listed user's row: the public columns only (never `email` or `password_hash`). */
export interface PublicUserRow {
  id: number;
  username: string;
  avatarFilename: string | null;
  admin: boolean;
  createdAt: Date;
}

/** The linked leaderboard profile's row as the by-name page reads it (null without one). */
export interface JoinedProfile {
  id: number;
  name: string;
  userId: number | null;
  createdAt: Date;
}

/** What {@link usersByName} answers: a page of users with their profiles, and the exact total. */
export interface UsersByName {
  rows: (PublicUserRow & { profile: JoinedProfile | null })[];
  total: number;
  /** The users' names version the answer stands at (lib/crud/user-names.ts). */
  version: number;
}

/**
 * The condition the users' names in memory answer: `s={"username":{"$contL"|"$eqL": text}}` and
 * nothing else, in the default order (`username` A→Z); undefined for any other request.
 */
function nameCondition(request: CrudRequest<object>): { op: '$contL' | '$eqL'; term: string } | undefined {
  const where = request.where;
  if (!where || where.kind !== 'field' || where.field !== 'username') return undefined;
  if (where.op !== '$contL' && where.op !== '$eqL') return undefined;
  const sorted =
    request.sorts.length === 0 ||
    (request.sorts.length === 1 &&
      request.sorts[0]!.field === 'username' &&
      request.sorts[0]!.order === 'ASC');
  const term = scalarText(where);
  return sorted && term !== undefined ? { op: where.op, term } : undefined;
}

/** A listed user's row with the profile and the names version of its snapshot. */
type KeptUser = UsersByName['rows'][number] & { namesVersion: number };

/** Users kept per database while no write is heard (read-models/heard-rows.ts). */
const KEPT_USERS = 10_000;

const kept = new WeakMap<Db, HeardRows<KeptUser>>();

/** The users with these ids, their profiles and the names version: one prepared statement. */
function usersOfIds(db: Db) {
  return prepared(db, 'users_by_ids_names_version', (root) =>
    root
      .select({
        id: users.id,
        username: users.username,
        avatarFilename: users.avatarFilename,
        admin: users.admin,
        createdAt: users.createdAt,
        profile: {
          id: leaderboardProfiles.id,
          name: leaderboardProfiles.name,
          userId: leaderboardProfiles.userId,
          createdAt: leaderboardProfiles.createdAt,
        },
        namesVersion: userNamesVersionColumn(),
      })
      .from(users)
      .leftJoin(leaderboardProfiles, eq(leaderboardProfiles.userId, users.id))
      .where(sql`${users.id} = any(${sql.placeholder('ids')}::int[])`)
      .prepare('users_by_ids_names_version'),
  )!;
}

/**
 * The rows of these users in the order of `ids` and the names version of their snapshot (-1 when
 * no row came back; the current version for no id): from memory while no write is heard since
 * they were read at `version` (read-models/heard-rows.ts), else one statement.
 */
async function rowsOf(db: Db, ids: number[], version: number) {
  let rows = kept.get(db);
  if (!rows) kept.set(db, (rows = new HeardRows<KeptUser>(db, (row) => row.id, KEPT_USERS)));
  return rows.read(ids, version, async () => {
    if (ids.length === 0) {
      // Nobody matched: only the version needs asking.
      const current = await currentUserNamesVersion(db);
      return { rows: [], cursor: current, usersVersion: current };
    }
    const found = await usersOfIds(db).execute({ ids });
    const byId = new Map(found.map((row) => [row.id, row]));
    const inOrder = ids.flatMap((id) => byId.get(id) ?? []);
    // The names version stands where a users feed cursor would (HeardRows keys its rows on it).
    const version = found[0]?.namesVersion ?? -1;
    return { rows: inOrder, cursor: version, usersVersion: version };
  });
}

/**
 * `GET /api/user` by name — the global search's exact (`$eqL`) and fuzzy (`$contL`) lookups (spec
 * §7 "Search") — answered from the users' names in memory (read-models/user-names.ts, docs/decisions/0041): the living matches found there in the list's default order (the names are kept in it), so
 * the page and the exact total are cut in memory; the page's rows (with the linked leaderboard
 * profiles) are read by id with the names version of their snapshot — or kept from such a read
 * while no write has been heard since. The answer counts only when that version is the one the
 * names were matched at; undefined when it is not (a sign-up, rename or deletion since: the names
 * reload in the background), when the request is not a lone `username` `$contL`/`$eqL` in the
 * default order, or inside a transaction — the caller then asks PostgreSQL with the grammar's SQL.
 * Throws what the database throws.
 */
export async function usersByName(db: Db, request: CrudRequest<object>): Promise<UsersByName | undefined> {
  const condition = nameCondition(request);
  if (!condition) return undefined;
  const lower = (await normalisedTerms(db, [condition.term])).get(condition.term)!.lower;
  const found = await userIdsInMemory(db, condition.op, lower, true);
  if (!found) return undefined;
  const { limit, offset } = pagingOf(request, usersResource);
  const page = found.ids.slice(offset, offset + limit);
  const read = await rowsOf(db, page, found.version);
  if (!namesStillHold(db, found.version, read.usersVersion) || read.rows.length !== page.length)
    return undefined;
  return {
    rows: read.rows.map(({ namesVersion: _v, ...row }) => row),
    total: found.ids.length,
    version: found.version,
  };
}
