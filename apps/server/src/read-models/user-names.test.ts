import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { users } from '../db/schema/index.ts';
import { insertUser } from '../modules/beatmaps/beatmaps.test-helpers.ts';
import { currentUserNamesVersion } from '../lib/crud/user-names.ts';
import { checkUserNamesVersion, namesStillHold, userIdsInMemory } from './user-names.ts';

// docs/decisions/0040: uploader names in memory, checked against migration 0018's version.

let t: TestApp;
let ids: number[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  ids = [(await insertUser(t.app, 'NightRider')).id, (await insertUser(t.app, 'İstanbul_Kai')).id];
});
afterAll(async () => t?.close());

describe('users’ names in memory', () => {
  it('bumps the version on sign-up, rename and delete, not on other columns', async () => {
    const db = t.app.db;
    const v0 = await currentUserNamesVersion(db);
    const extra = await insertUser(t.app, 'temporary');
    const v1 = await currentUserNamesVersion(db);
    expect(v1).toBeGreaterThan(v0);
    await db.update(users).set({ avatarFilename: 'x.png' }).where(eq(users.id, extra.id));
    expect(await currentUserNamesVersion(db)).toBe(v1);
    await db.update(users).set({ username: 'renamed' }).where(eq(users.id, extra.id));
    const v2 = await currentUserNamesVersion(db);
    expect(v2).toBeGreaterThan(v1);
    await db.delete(users).where(eq(users.id, extra.id));
    expect(await currentUserNamesVersion(db)).toBeGreaterThan(v2);
  });

  it('matches as ILIKE and lower() do, and reloads after a rename once a page shows the new version', async () => {
    const db = t.app.db;
    const night = await userIdsInMemory(db, '$contL', 'night');
    expect(night!.ids).toEqual([ids[0]]);
    expect(night!.version).toBe(await currentUserNamesVersion(db));
    // PostgreSQL's lower() of 'İ' is 'i̇' (i + combining dot): the term must be lowered the same way.
    const result = (await db.execute(sql`select lower('İstanbul_kai') as l`)) as unknown as {
      rows: { l: string }[];
    };
    const row = result.rows[0];
    expect((await userIdsInMemory(db, '$eqL', row!.l))!.ids).toEqual([ids[1]]);
    expect(checkUserNamesVersion(db, night!.version)).toBe(true);

    await db.update(users).set({ username: 'DayRider' }).where(eq(users.id, ids[0]!));
    const now = await currentUserNamesVersion(db);
    expect(checkUserNamesVersion(db, now)).toBe(false); // starts the reload
    await expect.poll(() => checkUserNamesVersion(db, now)).toBe(true);
    expect((await userIdsInMemory(db, '$contL', 'night'))!.ids).toEqual([]);
    expect((await userIdsInMemory(db, '$contL', 'dayr'))!.ids).toEqual([ids[0]]);
  });

  it('does not let a match made at an older version stand once another request reloaded the names', async () => {
    const db = t.app.db;
    const before = await userIdsInMemory(db, '$contL', 'kai');
    await db.update(users).set({ username: 'Kai_Renamed' }).where(eq(users.id, ids[0]!));
    const now = await currentUserNamesVersion(db);
    // Another request's page statement shows the new version and the names reload to it …
    checkUserNamesVersion(db, now);
    await expect.poll(() => checkUserNamesVersion(db, now)).toBe(true);
    // … yet the first answer matched the old names: it must be asked again, not kept.
    expect(namesStillHold(db, before!.version, now)).toBe(false);
    expect(namesStillHold(db, now, now)).toBe(true);
  });
});
