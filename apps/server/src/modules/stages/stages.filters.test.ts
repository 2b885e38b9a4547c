import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { stageFiles, stages, stageTags } from '../../db/schema/index.ts';
import { insertUser } from '../beatmaps/beatmaps.test-helpers.ts';

// The stages page's filters: `platform` (a file for that platform) and `tag` (one of its tags).
let t: TestApp;
let both: number, pcOnly: number, questOnly: number;

async function insertStage(userId: number, name: string, platforms: ('pc' | 'quest')[], tags: string[]) {
  const [row] = await t.app.db
    .insert(stages)
    .values({ userId, name, published: true, publishedAt: new Date('2024-01-01T00:00:00.000Z') })
    .returning({ id: stages.id });
  const id = row!.id;
  for (const platform of platforms) {
    await t.app.db.insert(stageFiles).values({
      stageId: id,
      mode: 'normal',
      platform,
      published: true,
      storageKey: `key-${id}-${platform}`,
      filesize: 10,
      filename: `${id}-${platform}.stage`,
      filenameOriginal: `${platform}.stage`,
      extension: platform === 'pc' ? 'stage' : 'stagedroid',
    });
  }
  if (tags.length) {
    await t.app.db.insert(stageTags).values(tags.map((tag, position) => ({ stageId: id, tag, position })));
  }
  return id;
}

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await insertUser(t.app, 'StageFilters');
  both = await insertStage(owner.id, 'Both', ['pc', 'quest'], ['Neon', 'City']);
  pcOnly = await insertStage(owner.id, 'PC only', ['pc'], ['neon']);
  questOnly = await insertStage(owner.id, 'Quest only', ['quest'], ['Forest']);
});
afterAll(async () => t?.close());

async function ids(s: unknown, status = 200) {
  const res = await t.app.inject({
    url: `/api/models/stages?sort=id,ASC&s=${encodeURIComponent(JSON.stringify(s))}`,
  });
  expect(res.statusCode, res.body).toBe(status);
  return status === 200 ? (res.json() as { data: { id: number }[] }).data.map((x) => x.id) : res.json();
}

describe('GET /api/models/stages filters', () => {
  it('platform keeps the stages with a file for that platform', async () => {
    expect(await ids({ platform: 'pc' })).toEqual([both, pcOnly]);
    expect(await ids({ platform: 'quest' })).toEqual([both, questOnly]);
    expect(await ids({ platform: { $in: ['pc', 'quest'] } })).toEqual([both, pcOnly, questOnly]);
  });

  it('tag matches one of the tags, case-insensitively with $eqL, and combines with platform', async () => {
    expect(await ids({ tag: { $eqL: 'NEON' } })).toEqual([both, pcOnly]);
    expect(await ids({ tag: 'Forest' })).toEqual([questOnly]);
    expect(await ids({ $and: [{ tag: { $eqL: 'neon' } }, { platform: 'quest' }] })).toEqual([both]);
    expect(await ids({ tag: 'nothing' })).toEqual([]);
  });

  it('refuses an operator the platform filter does not take, naming it', async () => {
    const body = await ids({ platform: { $contL: 'p' } }, 400);
    expect(body.message).toContain('$contL');
  });
});
