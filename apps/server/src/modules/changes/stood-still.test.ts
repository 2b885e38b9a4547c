import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { users } from '../../db/schema/index.ts';
import { currentUserNamesVersion } from '../../lib/crud/user-names.ts';
import { insertBeatmap, insertUser } from '../beatmaps/beatmaps.test-helpers.ts';
import { latestCursor } from './changes.repository.ts';
import { stoodStill } from './stood-still.ts';

// The index checks under Vitest (docs/decisions/0039, 0040) may blame the index only when
// nothing that changes a list's answer happened in between — a rename included.

let t: TestApp;
let owner: number;
beforeAll(async () => {
  t = await buildTestApp();
  owner = (await insertUser(t.app, 'StillRider')).id;
});
afterAll(async () => t?.close());

describe('stoodStill', () => {
  it('is true while the feed and the names stand, false after a publication or a rename', async () => {
    const db = t.app.db;
    const at = async () => ({ cursor: await latestCursor(db), names: await currentUserNamesVersion(db) });
    let before = await at();
    expect(await stoodStill(db, before.cursor, before.names)).toBe(true);

    await insertBeatmap(t.app, owner, { title: 'Moves the feed' });
    expect(await stoodStill(db, before.cursor, before.names)).toBe(false);

    before = await at();
    await db.update(users).set({ username: 'MovedRider' }).where(eq(users.id, owner));
    // No feed row for a rename, yet `user.username` conditions answer differently now.
    expect(await latestCursor(db)).toBe(before.cursor);
    expect(await stoodStill(db, before.cursor, before.names)).toBe(false);
  });
});
