import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beatmapDownloads, beatmaps, playlists, users, votes } from '../src/db/schema/index.ts';
import { makeSynth, registerUser, uploadForm } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

// A still-valid access token (900 s) can outlive its account: every route that acts for the
// signed-in user must answer 401 "…sign in again" for it, never a 500 from a foreign key or a
// missing row, and write nothing.

let t: TestApp;
let ghostToken: string;
let beatmapId: number;
const MESSAGE = /no longer exists\. Please sign in again/;

function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await registerUser(t.app);
  const form = uploadForm(await makeSynth({ seed: 41 }), uploadRecordForMode('default', { published: true }));
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/beatmaps/upload',
    ...form,
    headers: { ...form.headers, authorization: `Bearer ${owner.token}` },
  });
  expect(upload.statusCode, upload.body).toBe(201);
  beatmapId = upload.json().id;

  const ghost = await registerUser(t.app);
  ghostToken = ghost.token;
  await t.db.db.delete(users).where(eq(users.id, ghost.user.id));
});
afterAll(async () => t?.close());

describe('a valid access token whose account was deleted', () => {
  const cases: [
    string,
    () => Promise<{ method: string; url: string; payload?: unknown; headers?: object }>,
  ][] = [
    ['GET /api/auth/user', async () => ({ method: 'GET', url: '/api/auth/user' })],
    [
      'PUT a vote',
      async () => ({ method: 'PUT', url: `/api/beatmaps/${beatmapId}/vote`, payload: { value: 1 } }),
    ],
    ['GET its vote', async () => ({ method: 'GET', url: `/api/beatmaps/${beatmapId}/vote` })],
    [
      'PATCH a beatmap',
      async () => ({ method: 'PATCH', url: `/api/beatmaps/${beatmapId}`, payload: { description: 'x' } }),
    ],
    ['POST an empty playlist', async () => ({ method: 'POST', url: '/api/playlists', payload: {} })],
    ['GET a stage upload ticket', async () => ({ method: 'GET', url: '/api/models/stages/upload' })],
    ['GET the download history', async () => ({ method: 'GET', url: '/api/downloads' })],
    [
      'download a beatmap (history is recorded for a signed-in user)',
      async () => ({ method: 'GET', url: `/api/beatmaps/${beatmapId}/download` }),
    ],
    ['GET a list', async () => ({ method: 'GET', url: '/api/beatmaps' })],
    [
      'POST a beatmap upload',
      async () => {
        const form = uploadForm(
          await makeSynth({ seed: 42 }),
          uploadRecordForMode('default', { published: true }),
        );
        return { method: 'POST', url: '/api/beatmaps/upload', payload: form.payload, headers: form.headers };
      },
    ],
  ];

  it.each(cases)('%s → 401 asking to sign in again, and nothing written', async (_name, build) => {
    await t.app.jobs.drained(); // the setup's cover sizes are made before the files are listed
    const filesBefore = listFiles(t.dataDir).sort();
    const request = await build();
    const res = await t.app.inject({
      ...(request as { method: 'GET'; url: string }),
      headers: { ...request.headers, authorization: `Bearer ${ghostToken}` },
    });
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, message: expect.stringMatching(MESSAGE) });
    await t.app.jobs.drained();
    expect(await t.db.db.select().from(votes)).toHaveLength(0);
    expect(await t.db.db.select().from(beatmapDownloads)).toHaveLength(0);
    expect(await t.db.db.select().from(playlists)).toHaveLength(0);
    expect(await t.db.db.select().from(beatmaps)).toHaveLength(1);
    expect(listFiles(t.dataDir).sort()).toEqual(filesBefore);
  });
});

describe('a validly signed access token whose subject cannot be an account', () => {
  it.each(['abc', '0', '-3', '1.5', '99999999999'])(
    'sub %s → 401 "Invalid access token", never a 500',
    async (sub) => {
      const token = await new SignJWT({ username: 'x', admin: true })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode('test-secret-test-secret-test-secret-0123456789'));
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().message).toBe('Invalid access token');
    },
  );
});
