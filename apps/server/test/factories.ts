import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeOggVorbis } from '@synthhub/formats/audio/make-ogg';
import { buildBeatmapMeta, buildTrackData } from '@synthhub/formats/synth/build-beatmap-meta';
import { writeSynth } from '@synthhub/formats/synth/write-synth';
import type { SessionResponse } from '@synthhub/shared/auth/auth.schemas';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** `../shared/fixtures/real` beside the repo: real files, read in place and never copied (README). */
export const REAL_FIXTURES = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/fixtures/real',
);
export const hasRealFixtures = existsSync(REAL_FIXTURES);

let userSeq = 0;

/** Registers a fresh user through the API and returns the session (token, refresh_token, user). */
export async function registerUser(app: FastifyInstance, name?: string): Promise<SessionResponse> {
  userSeq++;
  const username = name ?? `mapper${process.pid}x${userSeq}`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, email: `${username.toLowerCase()}@example.test`, password: 'correct horse battery' },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Makes a user an admin directly in the database and returns a fresh session for them. */
export async function registerAdmin(app: FastifyInstance): Promise<SessionResponse> {
  const session = await registerUser(app);
  const { users } = await import('../src/db/schema/index.ts');
  const { eq } = await import('drizzle-orm');
  await app.db.update(users).set({ admin: true }).where(eq(users.id, session.user.id));
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: session.user.username, password: 'correct horse battery' },
  });
  return login.json();
}

/** A 1×1 PNG, the smallest valid cover. */
export const TINY_PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** Builds a valid `.synth` with generated notes; `seed` makes its hash distinct. */
export async function makeSynth(
  opts: { title?: string; artist?: string; mapper?: string; seed?: number; durationS?: number } = {},
): Promise<Uint8Array> {
  const title = opts.title ?? 'Test Song';
  const input = {
    title,
    artist: opts.artist ?? 'Test Artist',
    mapper: opts.mapper ?? 'Tester',
    bpm: 120,
    difficulties: { Hard: 20, Expert: 30 },
    coverPng: TINY_PNG,
    artworkName: 'cover.png',
    audioName: 'song.ogg',
    durationS: opts.durationS ?? 95,
    modifiedTime: 1_700_000_000 + (opts.seed ?? 0),
  };
  return writeSynth({
    meta: buildBeatmapMeta(input),
    trackData: buildTrackData(input),
    audio: { name: 'song.ogg', bytes: makeOggVorbis(opts.durationS ?? 95) },
    cover: { name: 'cover.png', bytes: TINY_PNG },
  });
}

/** The real ImHanSolo `beatmap.meta.bin` and `track.data.json` bytes, when the fixtures exist. */
export function realHanSolo(): { meta: Uint8Array; trackData: Uint8Array } {
  const dir = join(REAL_FIXTURES, 'synth');
  return {
    meta: readFileSync(join(dir, 'ImHanSolo-editor1.9.4.beatmap.meta.bin')),
    trackData: readFileSync(join(dir, 'ImHanSolo-editor1.9.4.track.data.json')),
  };
}

/** A multipart body for `POST /api/beatmaps/upload`: `file` + `data` (JSON). */
export function uploadForm(
  file: Uint8Array | null,
  data: unknown,
  filename = 'song.synth',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----synthhub${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  if (data !== undefined) {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${text}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(file),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Sends `POST /api/beatmaps/upload` through `app.inject` with {@link uploadForm}'s body and
 * `headers` (e.g. the bearer token) added; returns the response as it came.
 */
export function postBeatmapUpload(
  app: FastifyInstance,
  headers: Record<string, string>,
  file: Uint8Array | null,
  data: unknown,
  filename?: string,
): Promise<LightMyRequestResponse> {
  const form = uploadForm(file, data, filename);
  return app.inject({
    method: 'POST',
    url: '/api/beatmaps/upload',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
}
