import { STAGE_MESSAGES } from '@synthhub/shared/stages/stages.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin, registerUser } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { beatmaps, stageTags, stages } from '../../db/schema/index.ts';
import { insertBeatmap } from '../beatmaps/beatmaps.test-helpers.ts';
import { auth } from '../votes/votes.test-helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
let user: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await registerAdmin(t.app);
  user = await registerUser(t.app);
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(admin.token), ...(payload ? { payload } : {}) });

/** A stage row with `tags` in this order (case kept, as the stage edit form stores them). */
async function insertStage(tags: string[]): Promise<number> {
  const [row] = await t.app.db
    .insert(stages)
    .values({ userId: user.user.id, name: `Stage ${tags.join(' ')}` })
    .returning({ id: stages.id });
  if (tags.length)
    await t.app.db
      .insert(stageTags)
      .values(tags.map((tag, position) => ({ stageId: row!.id, tag, position })));
  return row!.id;
}
const beatmapTags = async (id: number) =>
  (await t.app.db.select({ tags: beatmaps.tags }).from(beatmaps).where(eq(beatmaps.id, id)))[0]!.tags;
const stageTagList = async (id: number) =>
  (await t.app.db.select().from(stageTags).where(eq(stageTags.stageId, id)))
    .sort((a, b) => a.position - b.position)
    .map((r) => r.tag);
const audit = async (query: string) =>
  (await t.app.inject({ url: `/api/admin/audit?${query}`, headers: auth(admin.token) })).json().data;

describe('admin tags (spec §2 Admin area, §5 Tags; docs/decisions/0031-tags.md)', () => {
  it('merging tags leaves no duplicate links: an item that had both keeps one, in one transaction', async () => {
    const both = await insertBeatmap(t.app, user.user.id, { tags: ['electro', 'rock', 'edm'] });
    const onlyFrom = await insertBeatmap(t.app, user.user.id, { tags: ['edm', 'pop'] });
    const stageBoth = await insertStage(['EDM', 'Electro']);
    const stageFrom = await insertStage(['chill', 'Edm']);
    const res = await call('POST', '/api/admin/tags/merge', { from: 'EDM', into: 'electro' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'electro', beatmaps: 2, stages: 2, total: 4 });
    expect(await beatmapTags(both)).toEqual(['electro', 'rock']);
    expect(await beatmapTags(onlyFrom)).toEqual(['electro', 'pop']);
    expect(await stageTagList(stageBoth)).toEqual(['Electro']);
    expect(await stageTagList(stageFrom)).toEqual(['chill', 'electro']);
    expect((await call('GET', '/api/admin/tags?q=edm')).json().total).toBe(0);
    const [entry] = await audit('action=tag.merge');
    expect(entry).toMatchObject({ target_kind: 'tag', target_id: 'edm', actor: { id: admin.user.id } });
    expect(entry.after).toMatchObject({ into: 'electro' });
    expect([...entry.after.beatmap_ids].sort()).toEqual([both, onlyFrom].sort());
  });

  it('creates a tag by the spec §5 rule (400 with its message, 409 for a duplicate) and lists it', async () => {
    const created = await call('POST', '/api/admin/tags', { name: ' Drum and Bass ' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'drum and bass', total: 0, registered: true });
    expect((await call('POST', '/api/admin/tags', { name: 'drum and bass' })).statusCode).toBe(409);
    await insertBeatmap(t.app, user.user.id, { tags: ['ambient'] });
    const inUse = await call('POST', '/api/admin/tags', { name: 'Ambient' });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe('The tag "ambient" already exists.');
    for (const [name, message] of [
      ['x', STAGE_MESSAGES.tagLength],
      ['y'.repeat(31), STAGE_MESSAGES.tagLength],
      ['-rock', STAGE_MESSAGES.tagPattern],
      ['rock!', STAGE_MESSAGES.tagPattern],
    ] as const) {
      const bad = await call('POST', '/api/admin/tags', { name });
      expect(bad.statusCode, name).toBe(400);
      expect(bad.json().message, name).toContain(message);
    }
    const list = (await call('GET', '/api/admin/tags?sort=name,ASC&limit=100')).json();
    expect(list.data.map((r: { name: string }) => r.name)).toEqual(
      [...list.data.map((r: { name: string }) => r.name)].sort(),
    );
    const grid = await call(
      'GET',
      `/api/admin/tags?s=${encodeURIComponent('{"$or":[{"name":{"$contL":"DRUM"}}]}')}`,
    );
    expect(grid.json().data).toEqual([expect.objectContaining({ name: 'drum and bass', registered: true })]);
    expect((await call('GET', '/api/admin/tags?sort=nope,ASC')).statusCode).toBe(400);
    expect((await audit('action=tag.create&target_id=drum and bass')).length).toBe(1);
  });

  it('renames a tag on every item, and refuses a name in use (merge instead)', async () => {
    const id = await insertBeatmap(t.app, user.user.id, { tags: ['dnb', 'rock'] });
    const stage = await insertStage(['DnB']);
    const res = await call('PATCH', '/api/admin/tags/DNB', { name: 'Drum n Bass' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'drum n bass', beatmaps: 1, stages: 1 });
    expect(await beatmapTags(id)).toEqual(['drum n bass', 'rock']);
    expect(await stageTagList(stage)).toEqual(['drum n bass']);
    const taken = await call('PATCH', '/api/admin/tags/drum n bass', { name: 'rock' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain('merge');
    expect((await call('PATCH', '/api/admin/tags/nothing-here', { name: 'other' })).statusCode).toBe(404);
    const [entry] = await audit('action=tag.rename');
    expect(entry).toMatchObject({ target_id: 'drum n bass', before: { name: 'dnb' } });
  });

  it('deletes an unused tag and refuses one in use, naming the count', async () => {
    await call('POST', '/api/admin/tags', { name: 'unused' });
    expect((await call('DELETE', '/api/admin/tags/unused')).statusCode).toBe(204);
    expect((await call('DELETE', '/api/admin/tags/unused')).statusCode).toBe(404);
    await insertBeatmap(t.app, user.user.id, { tags: ['busy'] });
    await insertBeatmap(t.app, user.user.id, { tags: ['busy'] });
    await insertStage(['Busy']);
    const used = await call('DELETE', '/api/admin/tags/busy');
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toContain('used by 2 beatmaps and 1 stage');
    expect((await audit('action=tag.delete'))[0]).toMatchObject({ target_id: 'unused' });
  });

  it('suggests tags publicly and keeps the admin routes behind the gate', async () => {
    const res = await t.app.inject({ url: '/api/tags?q=bus' });
    expect(res.json().data[0]).toEqual({ name: 'busy', total: 3 });
    const denied = await t.app.inject({ url: '/api/admin/tags', headers: auth(user.token) });
    expect(denied.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/tags/merge' })).statusCode).toBe(401);
  });
});
