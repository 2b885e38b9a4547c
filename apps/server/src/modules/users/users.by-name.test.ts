import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { leaderboardProfiles, users } from '../../db/schema/index.ts';
import { readListRequest } from '../../lib/crud/list.ts';
import { currentUserNamesVersion } from '../../lib/crud/user-names.ts';
import { insertUser } from '../beatmaps/beatmaps.test-helpers.ts';
import { usersByName } from './users.by-name.ts';
import { usersResource } from './users.crud.ts';

// docs/decisions/0041: the global search's users lookups answered from the names in memory.

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  for (const name of ['NightRider', 'nightOwl', 'Knight_99', 'Dawn', 'night%', 'Gone_Night'])
    ids[name] = (await insertUser(t.app, name)).id;
  await t.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, ids['Gone_Night']!));
  await t.app.db.insert(leaderboardProfiles).values({ name: 'Owl', userId: ids['nightOwl']! });
});
afterAll(async () => t?.close());

async function byName(query: Record<string, string>) {
  const { request } = await readListRequest(query, usersResource, { db: t.app.db });
  return usersByName(t.app.db, request);
}
const s = (condition: object) => JSON.stringify({ username: condition });

describe('users by name (GET /api/user, spec §7 "Search")', () => {
  it('answers $contL in the grammar’s order with the exact total, tombstones left out, profiles joined', async () => {
    const page = await byName({ s: s({ $contL: 'NIGHT' }), limit: '2', page: '1' });
    // C collation: upper case first, as PostgreSQL's order by username (the reference under Vitest).
    const { rows } = (await byName({ s: s({ $contL: 'night' }), limit: '10' }))!;
    expect(rows.map((r) => r.username).sort()).toEqual(
      ['Knight_99', 'NightRider', 'night%', 'nightOwl'].sort(),
    );
    expect(page!.total).toBe(4);
    expect(page!.rows.map((r) => r.id)).toEqual(rows.slice(0, 2).map((r) => r.id));
    const owl = rows.find((r) => r.username === 'nightOwl')!;
    expect(owl.profile).toMatchObject({ name: 'Owl', userId: ids['nightOwl'] });
    expect(rows.find((r) => r.username === 'Dawn')).toBeUndefined();
    expect(rows.find((r) => r.username === 'NightRider')!.profile).toBeNull();
  });

  it('matches LIKE metacharacters as text, $eqL exactly, and nobody as an empty page', async () => {
    expect((await byName({ s: s({ $contL: 't%' }), limit: '5' }))!.rows.map((r) => r.id)).toEqual([
      ids['night%'],
    ]);
    expect((await byName({ s: s({ $contL: '_9' }), limit: '5' }))!.total).toBe(1);
    expect((await byName({ s: s({ $eqL: 'nightrider' }) }))!.rows.map((r) => r.id)).toEqual([
      ids['NightRider'],
    ]);
    expect(await byName({ s: s({ $eqL: 'nobody' }) })).toMatchObject({ rows: [], total: 0 });
  });

  it('counts a page past the end, and a name only tombstones hold', async () => {
    expect(await byName({ s: s({ $contL: 'night' }), limit: '2', page: '5' })).toMatchObject({
      rows: [],
      total: 4,
    });
    // Only the deleted account is called "gone_": an empty first page and a page past the end.
    const gone = s({ $contL: 'gone_' });
    expect(await byName({ s: gone, limit: '2' })).toMatchObject({ rows: [], total: 0 });
    expect(await byName({ s: gone, limit: '2', page: '3' })).toMatchObject({ rows: [], total: 0 });
  });

  it('leaves out an account tombstoned after the names were read (deleted_at moves their version)', async () => {
    const extra = await insertUser(t.app, 'Evening_Star');
    const evening = s({ $eqL: 'evening_star' });
    // Until the names have reloaded, an answer steps aside (undefined: PostgreSQL answers).
    await expect.poll(async () => (await byName({ s: evening }))?.total).toBe(1);
    // Again: this one may come from memory (read-models/heard-rows.ts); the tombstone must reach it too.
    expect((await byName({ s: evening }))!.total).toBe(1);
    await t.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, extra.id));
    expect(await byName({ s: evening })).toBeUndefined();
    await expect.poll(async () => (await byName({ s: evening }))?.total).toBe(0);
  });

  it('leaves other requests to PostgreSQL: other sorts, fields, operators, combinations', async () => {
    expect(await byName({ s: s({ $contL: 'night' }), sort: 'created_at,DESC' })).toBeUndefined();
    expect(await byName({ s: s({ $cont: 'night' }) })).toBeUndefined();
    expect(await byName({ s: JSON.stringify({ id: { $eq: ids['Dawn'] } }) })).toBeUndefined();
    expect(await byName({})).toBeUndefined();
    const both = JSON.stringify({ $or: [{ username: { $contL: 'a' } }, { username: { $contL: 'b' } }] });
    expect(await byName({ s: both })).toBeUndefined();
  });

  it('steps aside while the names in memory are older than the database, then answers the new names', async () => {
    await t.app.db.update(users).set({ username: 'MorningRider' }).where(eq(users.id, ids['NightRider']!));
    const version = await currentUserNamesVersion(t.app.db);
    // The first answer sees a newer version than the names it matched: PostgreSQL answers this one.
    expect(await byName({ s: s({ $contL: 'rider' }), limit: '5' })).toBeUndefined();
    await expect
      .poll(async () => (await byName({ s: s({ $contL: 'rider' }), limit: '5' }))?.version)
      .toBe(version);
    const after = await byName({ s: s({ $contL: 'rider' }), limit: '5' });
    expect(after!.rows.map((r) => r.username)).toEqual(['MorningRider']);
    // And through the route, the same answer.
    const res = await t.app.inject({
      url: `/api/user?s=${encodeURIComponent(s({ $contL: 'rider' }))}&limit=5`,
    });
    expect(res.json().data.map((u: { id: number }) => u.id)).toEqual([ids['NightRider']]);
  });
});
