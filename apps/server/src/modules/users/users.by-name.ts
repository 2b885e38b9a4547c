import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { leaderboardProfiles, users } from '../../db/schema/index.ts';
import { pagingOf } from '../../lib/crud/paging.ts';
import { normalisedTerms, scalarText } from '../../lib/crud/search-terms.ts';
import type { CrudRequest } from '../../lib/crud/types.ts';
import {
  currentUserNamesVersion,
  namesStillHold,
  userIdsInMemory,
  userNamesVersionColumn,
} from '../../lib/crud/user-names.ts';
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

/** The page of the users with these ids (tombstones left out), their total and the names version: one prepared statement. */
function pageOfIds(db: Db) {
  return prepared(db, 'users_page_by_ids', (root) => {
    const where = and(sql`${users.id} = any(${sql.placeholder('ids')}::int[])`, isNull(users.deletedAt));
    const total = root.select({ n: count() }).from(users).where(where);
    return (
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
          total: sql<number>`(${total})`.mapWith(Number),
          namesVersion: userNamesVersionColumn(),
        })
        .from(users)
        .leftJoin(leaderboardProfiles, eq(leaderboardProfiles.userId, users.id))
        .where(where)
        // The grammar's order for `sort=username,ASC` with its tie-breaker (lib/crud/compile.ts).
        .orderBy(sql`${asc(users.username)} nulls last`, sql`${asc(users.id)} nulls last`)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare('users_page_by_ids')
    );
  })!;
}

/** How many of these users are not tombstones (docs/decisions/0016). */
async function countLiving(db: Db, ids: number[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.deletedAt)));
  return Number(row?.n ?? 0);
}

/**
 * `GET /api/user` by name — the global search's exact (`$eqL`) and fuzzy (`$contL`) lookups (spec
 * §7 "Search") — answered from the users' names in memory (lib/crud/user-names.ts, docs/decisions/0041):
 * the matching ids found there, then one prepared statement reads their page in the grammar's order
 * with the exact total, the linked leaderboard profiles and the names version of its snapshot. The
 * answer counts only when that version is the one the names were matched at; undefined when it is
 * not (a sign-up or rename since: the names reload in the background), when the request is not a
 * lone `username` `$contL`/`$eqL` in the default order, or inside a transaction — the caller then
 * asks PostgreSQL with the grammar's SQL. Throws what the database throws.
 */
export async function usersByName(db: Db, request: CrudRequest<object>): Promise<UsersByName | undefined> {
  const condition = nameCondition(request);
  if (!condition) return undefined;
  const lower = (await normalisedTerms(db, [condition.term])).get(condition.term)!.lower;
  const found = await userIdsInMemory(db, condition.op, lower);
  if (!found) return undefined;
  const { limit, offset } = pagingOf(request, usersResource);
  if (found.ids.length === 0) {
    // Nobody by that name: only the version needs asking (one statement either way).
    return namesStillHold(db, found.version, await currentUserNamesVersion(db))
      ? { rows: [], total: 0, version: found.version }
      : undefined;
  }
  const rows = await pageOfIds(db).execute({ ids: found.ids, limit, offset });
  const version = rows[0]?.namesVersion ?? (await currentUserNamesVersion(db));
  if (!namesStillHold(db, found.version, version)) return undefined;
  // An empty first page: every match is a tombstone. An empty page past the end: the total is the
  // ids' count less the tombstones, asked apart.
  const total = rows[0]?.total ?? (offset === 0 ? 0 : await countLiving(db, found.ids));
  return { rows: rows.map(({ total: _t, namesVersion: _v, ...row }) => row), total, version };
}
