import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { stageFiles, stages } from '../../db/schema/index.ts';
import { expectEnvelope, insertUser } from '../beatmaps/beatmaps.test-helpers.ts';

// Replays the stage list requests of StageDock (DEVELOPMENT.md) and NoodleManagerX
// (Models/Stages/StageHandler.cs) from formats.md §6.2 and checks the §6.3 Stage shape.
let t: TestApp;
let neon: number, forest: number, draft: number;
let ownerId: number;

async function insertStage(userId: number, values: Partial<typeof stages.$inferInsert>) {
  const [row] = await t.app.db
    .insert(stages)
    .values({
      userId,
      name: 'Stage',
      published: true,
      publishedAt: new Date('2023-05-01T00:00:00.000Z'),
      ...values,
    })
    .returning({ id: stages.id });
  return row!.id;
}

async function insertFile(stageId: number, platform: 'pc' | 'quest') {
  await t.app.db.insert(stageFiles).values({
    stageId,
    mode: 'normal',
    platform,
    published: true,
    storageKey: `key-${stageId}-${platform}`,
    filesize: 1234,
    filename: `${stageId}-${platform}.stage`,
    filenameOriginal: `original-${platform}.stage`,
    extension: platform === 'pc' ? 'stage' : 'stagequest',
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await insertUser(t.app, 'StageDubu');
  const other = await insertUser(t.app, 'StageMoon');
  ownerId = owner.id;
  neon = await insertStage(owner.id, { name: 'Neon City', score: '0.7', upvoteCount: 4 });
  forest = await insertStage(other.id, {
    name: 'Forest',
    score: '0.9',
    downloadCount: 30,
    publishedAt: new Date('2022-01-01T00:00:00.000Z'),
  });
  draft = await insertStage(owner.id, { name: 'Neon Draft', published: false, publishedAt: null });
  await insertFile(neon, 'pc');
  await insertFile(neon, 'quest');
  await insertFile(forest, 'pc');
});
afterAll(async () => t?.close());

async function list(params: [string, string][], status = 200) {
  const query = params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  const res = await t.app.inject({ url: `/api/models/stages${query ? `?${query}` : ''}` });
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}
const idsOf = (body: { data: { id: number }[] }) => body.data.map((s) => s.id);

const STAGEDOCK_SELECT =
  'id,name,description,user.id,user.username,download_url,cover_url,cover_version,published_at,download_count,upvote_count,downvote_count,vote_diff,score,rating';

function expectStageFile(file: Record<string, unknown>) {
  expect(file).toMatchObject({ mode: 'normal', version: expect.any(Number), type: expect.any(String) });
  expect(['pc', 'quest']).toContain(file.platform);
  expect(typeof file.created_at).toBe('string');
  expect(file.file).toMatchObject({
    id: expect.any(Number),
    filename: expect.any(String),
    filename_original: expect.any(String),
    extension: expect.any(String),
    filesize: 1234,
  });
  expect(file.file).toHaveProperty('cdn_url');
}

describe('StageDock / NoodleManagerX stage list', () => {
  it('answers select + join[]=files&join[]=files.file&limit=24&page=N&sort=score,DESC', async () => {
    const body = await list([
      ['select', STAGEDOCK_SELECT],
      ['join[]', 'files'],
      ['join[]', 'files.file'],
      ['limit', '24'],
      ['page', '1'],
      ['sort', 'score,DESC'],
    ]);
    expectEnvelope(body, 24);
    expect(idsOf(body)).toEqual([forest, neon]);
    const stage = body.data[1];
    expect(Object.keys(stage).sort()).toEqual(
      [
        'id',
        'name',
        'description',
        'user',
        'download_url',
        'cover_url',
        'cover_version',
        'published_at',
        'download_count',
        'upvote_count',
        'downvote_count',
        'vote_diff',
        'score',
        'rating',
        'files',
      ].sort(),
    );
    expect(stage).toMatchObject({ name: 'Neon City', score: '0.7', vote_diff: 4 });
    expect(stage.user).toMatchObject({ id: ownerId, username: 'StageDubu' });
    expect(stage.published_at).toBe('2023-05-01T00:00:00.000Z');
    expect(stage.files).toHaveLength(2);
    for (const file of stage.files) expectStageFile(file);
    expect(
      (
        await list([
          ['page', '2'],
          ['limit', '24'],
          ['sort', 'score,DESC'],
        ])
      ).data,
    ).toEqual([]);
  });

  it('accepts join=files&join=files.file&join=experience_beatmap&join=id (experience_beatmap null)', async () => {
    const body = await list([
      ['join', 'files'],
      ['join', 'files.file'],
      ['join', 'experience_beatmap'],
      ['join', 'id'],
    ]);
    expect(idsOf(body)).toEqual([neon, forest]);
    for (const stage of body.data) {
      expect(stage.experience_beatmap).toBeNull();
      expect(Array.isArray(stage.latest_files)).toBe(true);
      for (const key of [
        'id',
        'name',
        'cover_version',
        'user',
        'download_url',
        'cover_url',
        'published_at',
        'download_count',
        'upvote_count',
        'downvote_count',
        'vote_diff',
        'score',
        'rating',
      ])
        expect(stage, key).toHaveProperty(key);
      expect(typeof stage.score).toBe('string');
    }
  });

  it('searches, sorts and keeps user_id/drafts', async () => {
    const s = JSON.stringify({ $and: [{}, { name: { $contL: 'neon' } }] });
    expect(idsOf(await list([['s', s]]))).toEqual([neon]);
    expect(idsOf(await list([['sort', 'download_count,DESC']]))).toEqual([forest, neon]);
    expect(idsOf(await list([['s', JSON.stringify({ 'user.username': 'StageMoon' })]]))).toEqual([forest]);
    expect(idsOf(await list([['user_id', String(ownerId)]]))).toEqual([neon]);
    expect(idsOf(await list([['s', '{"name":"Neon Draft"}']]))).not.toContain(draft);
    expect(
      (await t.app.inject({ url: `/api/models/stages?user_id=${ownerId}&drafts=true` })).statusCode,
    ).toBe(403);
  });
});

describe('grammar errors', () => {
  it('names an unknown field, sort, join or operator in a 400', async () => {
    expect((await list([['s', '{"experience_tag":"x"}']], 400)).message).toContain('experience_tag');
    expect((await list([['sort', 'youtube_url,DESC']], 400)).message).toContain('youtube_url');
    expect((await list([['join', 'tags']], 400)).message).toContain('tags');
    expect((await list([['s', '{"score":{"$tsQuery":"x"}}']], 400)).message).toContain('$tsQuery');
  });
});
