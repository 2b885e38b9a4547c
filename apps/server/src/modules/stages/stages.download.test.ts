import { buildStagepkg } from '@synthhub/formats/stagepkg/write-stagepkg';
import type { Stage } from '@synthhub/shared/stages/stages.types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { uploadStage } from './stage-test-kit.ts';

let t: TestApp;
let owner: string;
let stage: Stage;
let otherStage: Stage;
const pkg = buildStagepkg({ name: 'Über Bahn', pc: { spin: true }, android: { normal: true } });
beforeAll(async () => {
  t = await buildTestApp();
  owner = (await registerUser(t.app)).token;
  const get = async (id: number) => (await t.app.inject({ url: `/api/models/stages/${id}` })).json() as Stage;
  stage = await get((await uploadStage(t.app, owner, pkg.bytes, { published: true })).json().id);
  const other = buildStagepkg({ name: 'Other Place' });
  otherStage = await get((await uploadStage(t.app, owner, other.bytes, { published: true })).json().id);
});
afterAll(async () => t?.close());

const download = (query: string, id = stage.id, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/models/stages/${id}/download${query}`, headers });

describe('GET /api/models/stages/{id}/download?file_id=', () => {
  it('sends the bundle with a quoted Content-Disposition naming the file', async () => {
    const file = stage.files.find((f) => f.platform === 'quest')!;
    const res = await download(`?file_id=${file.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="berBahn.stagedroid"; filename*=UTF-8''berBahn.stagedroid`,
    );
    expect(Buffer.compare(res.rawPayload, Buffer.from(pkg.bundles.android!.bytes))).toBe(0);
    expect(res.headers['content-type']).toBe('application/octet-stream');
  });

  it('counts the download on the stage and on the file', async () => {
    // otherStage: no other test downloads it, so no earlier count can land while this one measures.
    const file = otherStage.files[0]!;
    const counts = async () => {
      const s = (await t.app.inject({ url: `/api/models/stages/${otherStage.id}` })).json() as Stage;
      return [s.download_count, s.files.find((f) => f.id === file.id)!.file.download_count];
    };
    await t.app.jobs.drained(); // counts of earlier tests' downloads
    const [stageBefore, fileBefore] = await counts();
    await download(`?file_id=${file.id}`, otherStage.id);
    await t.app.jobs.drained();
    expect(await counts()).toEqual([stageBefore! + 1, fileBefore! + 1]);
  });

  it('answers HEAD with the headers and no count', async () => {
    const file = stage.files[0]!;
    const res = await t.app.inject({
      method: 'HEAD',
      url: `/api/models/stages/${stage.id}/download?file_id=${file.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="/);
  });

  it.each([
    ['a missing file_id', '', /Choose a file with \?file_id=: stage \d+ has files \d+, \d+, \d+/],
    ['an empty file_id', '?file_id=', /Choose a file with \?file_id=/],
    ['a non-numeric file_id', '?file_id=abc', /file_id must be a positive whole number; got "abc"/],
    ['a negative file_id', '?file_id=-3', /file_id must be a positive whole number; got "-3"/],
    ['a zero file_id', '?file_id=0', /positive whole number/],
    ['a huge file_id', '?file_id=99999999999999999999', /positive whole number/],
    ['an unknown file_id', '?file_id=999999', /File 999999 is not a file of stage \d+/],
  ])('refuses %s with a 400 naming the problem', async (_name, query, message) => {
    const res = await download(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('refuses a file of another stage with a 400', async () => {
    const foreign = otherStage.files[0]!;
    const res = await download(`?file_id=${foreign.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`File ${foreign.id} is not a file of stage ${stage.id}.`);
  });

  it('hides unpublished files from visitors but not from the owner', async () => {
    const file = stage.files.find((f) => f.mode === 'spin')!;
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/models/stages/${stage.id}/files/${file.id}`,
      headers: { authorization: `Bearer ${owner}` },
      payload: { published: false },
    });
    expect(patch.statusCode).toBe(200);
    const visitor = await download(`?file_id=${file.id}`);
    expect(visitor.statusCode).toBe(400);
    expect(visitor.json().message).toMatch(/is not published/);
    const publicView = (await t.app.inject({ url: `/api/models/stages/${stage.id}` })).json() as Stage;
    expect(publicView.files.map((f) => f.id)).not.toContain(file.id);
    const mine = await download(`?file_id=${file.id}`, stage.id, { authorization: `Bearer ${owner}` });
    expect(mine.statusCode).toBe(200);
  });

  it('answers 404 for a stage that does not exist', async () => {
    const res = await download('?file_id=1', 987654);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Stage 987654 was not found.');
  });
});
