// Parallel uploads of one new file: the requests that lose (409, or any failure after they stored
// files) must never delete a content-addressed file that the winner's committed rows reference.
import { buildStagepkg } from '@synthhub/formats/stagepkg/write-stagepkg';
import { buildVrm } from '@synthhub/formats/vrm/build-vrm';
import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { LocalStorage } from '../src/lib/storage/local-storage.ts';
import type { Storage } from '../src/lib/storage/storage.ts';
import { collectReferencedKeys } from '../src/lib/storage/sweep.ts';
import { postAvatar } from '../src/modules/avatars/avatars.test-helpers.ts';
import { uploadStage } from '../src/modules/stages/stage-test-kit.ts';
import { makeSynth, registerUser, TINY_PNG, uploadForm } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

const PARALLEL = 6;
/** Room for all of them: the per-user cap (429) is tested on its own. */
const PARALLEL_OK = { uploadsMaxPerUser: PARALLEL };

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A storage whose `put` of each `covers/…` key succeeds for the first caller, fails for the next
 * `failures` callers (as a full disk or a lost connection would), then succeeds again. Every
 * other call goes to the local storage. Uploads store the cover after their main file, so the
 * losers fail after having stored (and possibly created) the shared main file.
 */
function failingLaterCoverPuts(failures: number) {
  return (inner: LocalStorage): Storage => {
    const calls = new Map<string, number>();
    return new Proxy(inner, {
      get(target, prop, receiver) {
        const value: unknown = Reflect.get(target, prop, receiver);
        if (prop !== 'put' && prop !== 'putFile')
          return typeof value === 'function' ? value.bind(target) : value;
        return async (key: string, ...rest: unknown[]) => {
          if (key.startsWith('covers/')) {
            const n = (calls.get(key) ?? 0) + 1;
            calls.set(key, n);
            if (n > 1 && n <= failures + 1) throw new Error(`injected storage failure on ${key}`);
          }
          return (value as (...args: unknown[]) => Promise<unknown>).call(target, key, ...rest);
        };
      },
    });
  };
}

/** Every key the committed rows reference, and those missing from storage. */
async function missingReferencedKeys(app: FastifyInstance): Promise<{ keys: string[]; missing: string[] }> {
  const keys = [...(await collectReferencedKeys(app.db))];
  const missing: string[] = [];
  for (const key of keys) if (!(await app.storage.stat(key))) missing.push(key);
  return { keys, missing };
}

async function expectServed(app: FastifyInstance, token: string, urls: string[]): Promise<void> {
  for (const url of urls) {
    const res = await app.inject({ url, headers: auth(token) });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  }
}

describe('parallel uploads of one new file keep every file of the winner', () => {
  it(`beatmaps: ${PARALLEL} simultaneous uploads → one 201, the rest 409, the winner's files all served`, async () => {
    t = await buildTestApp(PARALLEL_OK);
    const app = t.app;
    const session = await registerUser(app);
    const synth = await makeSynth({ title: 'Double Click', seed: 4242 });
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () => {
        const form = uploadForm(synth, uploadRecordForMode('default', { published: false }));
        return app.inject({
          method: 'POST',
          url: '/api/beatmaps/upload',
          ...form,
          headers: { ...form.headers, ...auth(session.token) },
        });
      }),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(PARALLEL - 1).fill(409)]);
    const id = (responses.find((r) => r.statusCode === 201)!.json() as { id: number }).id;
    const { keys, missing } = await missingReferencedKeys(app);
    expect(keys.length).toBeGreaterThanOrEqual(3); // the .synth, its download and the cover sizes
    expect(missing).toEqual([]);
    await expectServed(app, session.token, [
      `/api/beatmaps/${id}/cover`,
      `/api/beatmaps/${id}/cover?size=150`,
      `/api/beatmaps/${id}/download`,
    ]);
  });

  it(`avatars: ${PARALLEL} simultaneous uploads, all but one failing after storing the file`, async () => {
    t = await buildTestApp(PARALLEL_OK, { wrapStorage: failingLaterCoverPuts(PARALLEL - 1) });
    const app = t.app;
    const session = await registerUser(app);
    const vrm = buildVrm({
      specVersion: '1.0',
      name: 'Twin',
      authors: ['Kit'],
      thumbnail: { bytes: TINY_PNG, mimeType: 'image/png' },
    });
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () => postAvatar(app, session.token, vrm)),
    );
    const created = responses.filter((r) => r.statusCode === 201);
    expect(created.length, responses.map((r) => r.statusCode).join(',')).toBe(1);
    const id = (created[0]!.json() as { id: number }).id;
    const { keys, missing } = await missingReferencedKeys(app);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(missing).toEqual([]);
    await expectServed(app, session.token, [
      `/api/models/avatars/${id}/cover`,
      `/api/models/avatars/${id}/download`,
    ]);
  });

  it(`stage files: ${PARALLEL} simultaneous imports of one package, all but one failing after storing the bundles`, async () => {
    t = await buildTestApp(PARALLEL_OK, { wrapStorage: failingLaterCoverPuts(PARALLEL - 1) });
    const app = t.app;
    const session = await registerUser(app);
    const pkg = buildStagepkg({
      name: 'Twin Pier',
      creatorName: 'Kluge',
      icon: TINY_PNG,
      android: { normal: true },
    });
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () => uploadStage(app, session.token, pkg.bytes)),
    );
    const created = responses.filter((r) => r.statusCode === 201);
    expect(created.length, responses.map((r) => r.statusCode).join(',')).toBe(1);
    const id = (created[0]!.json() as { id: number }).id;
    const { keys, missing } = await missingReferencedKeys(app);
    expect(keys.length).toBeGreaterThanOrEqual(3); // two bundles and the cover sizes
    expect(missing).toEqual([]);
    const stage = (
      await app.inject({ url: `/api/models/stages/${id}`, headers: auth(session.token) })
    ).json() as { files: { id: number }[] };
    await expectServed(app, session.token, [
      `/api/models/stages/${id}/cover`,
      ...stage.files.map((f) => `/api/models/stages/${id}/download?file_id=${f.id}`),
    ]);
  });
});
