import { and, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatars, leaderboardProfiles, playlists, stages, users } from '../src/db/schema/index.ts';
import { compileCrud } from '../src/lib/crud/compile.ts';
import { parseCrudQuery } from '../src/lib/crud/parse-query.ts';
import type { Resource } from '../src/lib/crud/types.ts';
import { avatarsResource } from '../src/modules/avatars/avatars.crud.ts';
import { leaderboardProfilesResource } from '../src/modules/leaderboard-profiles/leaderboard-profiles.crud.ts';
import { playlistsResource } from '../src/modules/playlists/playlists.crud.ts';
import { stagesResource } from '../src/modules/stages/stages.crud.ts';
import { usersResource } from '../src/modules/users/users.crud.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import { planOf } from './query-plan.ts';

// Conventions habit 5 for the global search's other requests (spec §7; docs/decisions/0004): each
// condition it sends, compiled by lib/crud exactly as its endpoint does, is answered by an index
// (the beatmaps' own are in modules/beatmaps/beatmaps.indexes.test.ts).
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

/** The plan of `count(*)` of `table` under the condition `s` compiled against `resource`. */
async function conditionPlan(resource: Resource<object>, table: PgTable, s: object): Promise<string> {
  const request = parseCrudQuery({ s: JSON.stringify(s) }, resource);
  const { where } = await compileCrud(request, resource, { db: t.app.db });
  const query = t.app.db
    .select({ n: sql`count(*)` })
    .from(table)
    .where(and(where as SQL));
  return planOf(t.app.db, query, { bitmapOnly: true });
}

describe('global search indexes', () => {
  it.each([
    ['playlists', playlistsResource, playlists],
    ['stages', stagesResource, stages],
    ['avatars', avatarsResource, avatars],
  ] as const)('%s: name $contL uses the name trigram index', async (name, resource, table) => {
    const plan = await conditionPlan(resource as Resource<object>, table, { name: { $contL: 'night' } });
    expect(plan).toContain(`${name}_name_trgm_idx`);
  });

  it('users: username $contL uses the trigram index, $eqL the lower(username) index', async () => {
    expect(await conditionPlan(usersResource, users, { username: { $contL: 'night' } })).toContain(
      'users_username_trgm_idx',
    );
    expect(await conditionPlan(usersResource, users, { username: { $eqL: 'Night' } })).toContain(
      'users_username_lower_uq',
    );
  });

  it('leaderboard profiles: name $eqL uses the lower(name) index', async () => {
    expect(
      await conditionPlan(leaderboardProfilesResource, leaderboardProfiles, { name: { $eqL: 'Night' } }),
    ).toContain('leaderboard_profiles_name_lower_idx');
  });
});
