import { buildStagepkg } from '@synthhub/formats/stagepkg/write-stagepkg';
import { stageFileSchema } from '@synthhub/shared/stages/stages.schemas';
import type { Stage } from '@synthhub/shared/stages/stages.types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin, registerUser } from '../../../test/factories.ts';
import { buildTestApp, listFiles, type TestApp } from '../../../test/helpers.ts';
import { putFile, requestTicket, stageRowCounts, TINY_PNG, uploadStage } from './stage-test-kit.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await registerUser(t.app)).token;
});
afterAll(async () => t?.close());

const getStage = async (id: number, auth = token): Promise<Stage> =>
  (
    await t.app.inject({ url: `/api/models/stages/${id}`, headers: { authorization: `Bearer ${auth}` } })
  ).json();

describe('the three-step stage upload (spec §7)', () => {
  it('answers {id, cdn_url} with a signed, expiring PUT URL', async () => {
    const ticket = await requestTicket(t.app, token);
    expect(ticket.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(ticket.cdn_url).toMatch(
      new RegExp(`^/api/uploads/${ticket.id}\\?expires=\\d+&sig=[A-Za-z0-9_-]{43}$`),
    );
    const expires = Number(new URL(ticket.cdn_url, 'http://x').searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(15 * 60_000);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ url: '/api/models/stages/upload' });
    expect(res.statusCode).toBe(401);
  });

  it('turns a generated .stagepkg into a draft stage with a file per platform and mode', async () => {
    const pkg = buildStagepkg({
      name: 'Neon City',
      creatorName: 'Kluge',
      icon: TINY_PNG,
      pc: { normal: true, spin: true, experienceTag: 'EXPERIENCEAB12', experienceDescription: 'Ride it' },
      android: { normal: true },
    });
    const pendingBefore = (await stageRowCounts(t.app)).pending;
    const res = await uploadStage(t.app, token, pkg.bytes);
    expect(res.statusCode).toBe(201);
    const stage = await getStage(res.json().id);
    expect(stage).toMatchObject({
      name: 'Neon City',
      published: false,
      published_at: null,
      experience_tag: 'EXPERIENCEAB12',
      cover_url: `/api/models/stages/${stage.id}/cover`,
      download_url: `/api/models/stages/${stage.id}/download`,
      tags: [],
    });
    expect(stage.files.map((f) => [f.platform, f.mode]).sort()).toEqual([
      ['pc', 'experience'],
      ['pc', 'normal'],
      ['pc', 'spin'],
      ['quest', 'normal'],
    ]);
    for (const file of stage.files) {
      expect(stageFileSchema.safeParse(file).success).toBe(true);
      expect(file).toMatchObject({ type: 'default', version: 1, published: false });
      expect(file.manifest?.creatorName).toBe('Kluge');
      expect(file.file.visibility).toBe('public');
    }
    const exp = stage.files.find((f) => f.mode === 'experience')!;
    expect(exp).toMatchObject({ experience_tag: 'EXPERIENCEAB12', description: 'Ride it' });
    expect(exp.file).toMatchObject({
      filename: 'NeonCity.stage',
      filename_original: 'NeonCity.stage',
      extension: 'stage',
      filesize: pkg.bundles.pc!.bytes.byteLength,
    });
    expect(stage.latest_files.map((f) => `${f.platform}/${f.mode}`)).toEqual([
      'pc/normal',
      'pc/spin',
      'pc/experience',
      'quest/normal',
    ]);
    // The pending upload and its bytes are gone; bundles are stored once each, plus the cover.
    expect((await stageRowCounts(t.app)).pending).toBe(pendingBefore);
    expect(listFiles(t.storage.root).filter((f) => f.startsWith('uploads/'))).toEqual([]);
    expect(listFiles(t.storage.root).filter((f) => f.startsWith('stages/'))).toHaveLength(2);
    const cover = await t.app.inject({ url: stage.cover_url });
    expect(cover.statusCode).toBe(200);
  });

  it('takes published, type and description from the payload', async () => {
    const pkg = buildStagepkg({ name: 'Sunset Pier', android: false });
    const res = await uploadStage(t.app, token, pkg.bytes, {
      published: true,
      type: 'performance',
      description: 'Light',
    });
    const stage = await getStage(res.json().id);
    expect(stage.published).toBe(true);
    expect(stage.published_at).not.toBeNull();
    expect(stage.cover_url).toBe('');
    expect(stage.files).toHaveLength(1);
    expect(stage.files[0]).toMatchObject({ type: 'performance', description: 'Light', published: true });
  });

  it('adds files to the caller’s stage; latest_files keeps the newest default file', async () => {
    const first = await uploadStage(t.app, token, buildStagepkg({ name: 'Harbor', android: false }).bytes);
    const id = first.json().id;
    const alt = buildStagepkg({ name: 'Harbor', pc: { size: 700 }, android: false });
    expect((await uploadStage(t.app, token, alt.bytes, { stageId: id, type: 'alternate' })).json()).toEqual({
      id,
    });
    const newer = buildStagepkg({ name: 'Harbor', pc: { size: 900 }, android: { normal: true } });
    expect((await uploadStage(t.app, token, newer.bytes, { stageId: id })).statusCode).toBe(201);
    const stage = await getStage(id);
    expect(stage.files).toHaveLength(4);
    const latestPc = stage.latest_files.find((f) => f.platform === 'pc')!;
    expect(latestPc).toMatchObject({ type: 'default' });
    expect(latestPc.file.filesize).toBe(900);
    expect(stage.latest_files.map((f) => f.platform)).toEqual(['pc', 'quest']);
  });

  it('refuses to add files to someone else’s stage, and keeps the upload for another try', async () => {
    const other = await registerUser(t.app);
    const theirs = (await uploadStage(t.app, other.token, buildStagepkg({ name: 'Theirs' }).bytes)).json().id;
    const before = await stageRowCounts(t.app);
    const ticket = await requestTicket(t.app, token);
    await putFile(t.app, ticket.cdn_url, buildStagepkg({ name: 'Mine' }).bytes);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/models/stages/upload',
      headers: { authorization: `Bearer ${token}` },
      payload: { fileId: ticket.id, stageId: theirs, published: false },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/uploader or an admin/);
    expect((await stageRowCounts(t.app)).files).toBe(before.files);
    // The same upload can still become a stage of the caller's own.
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/models/stages/upload',
      headers: { authorization: `Bearer ${token}` },
      payload: { fileId: ticket.id, stageId: 0, published: false },
    });
    expect(retry.statusCode).toBe(201);
  });

  it('lets an admin add files to anyone’s stage', async () => {
    const owner = await registerUser(t.app);
    const id = (await uploadStage(t.app, owner.token, buildStagepkg({ name: 'Owned' }).bytes)).json().id;
    const admin = await registerAdmin(t.app);
    const res = await uploadStage(
      t.app,
      admin.token,
      buildStagepkg({ name: 'Owned', pc: { size: 600 } }).bytes,
      {
        stageId: id,
      },
    );
    expect(res.statusCode).toBe(201);
    expect((await getStage(id, owner.token)).files).toHaveLength(4);
  });

  it('gives absolute cdn_urls when PUBLIC_URL is set', async () => {
    const other = await buildTestApp({ publicUrl: 'https://synthhub.example' });
    try {
      const session = await registerUser(other.app);
      const ticket = await requestTicket(other.app, session.token);
      expect(ticket.cdn_url).toMatch(/^https:\/\/synthhub\.example\/api\/uploads\/[\w-]+\?expires=\d+&sig=/);
      const res = await uploadStage(other.app, session.token, buildStagepkg({ name: 'Far' }).bytes);
      expect(res.statusCode).toBe(201);
    } finally {
      await other.close();
    }
  });
});
