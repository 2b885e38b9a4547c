// Test support for the playlist tests (not a test file itself): requests and generated files.
import { buildPlaylist, type PlaylistInput } from '@synthhub/formats/playlist/build-playlist';
import { writePlaylist } from '@synthhub/formats/playlist/write-playlist';
import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import type { FastifyInstance } from 'fastify';
import { makeSynth, uploadForm } from '../../../test/factories.ts';

/** `Authorization: Bearer <token>`. */
export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A 64-hex hash made from a number, for songs that are not on the site. */
export const fakeHash = (n: number) => n.toString(16).padStart(64, 'f');

/** A generated `.playlist` file (formats writer); `songs` default to two hashes not on the site. */
export function makePlaylistFile(input: PlaylistInput = {}): Uint8Array {
  return writePlaylist(
    buildPlaylist({
      name: 'Generated',
      description: 'made in a test',
      creationDate: 1_700_000_000,
      songs: [
        { hash: fakeHash(1), name: 'Missing One', author: 'Nobody', difficulty: 3, trackDuration: 100 },
        { hash: fakeHash(2), name: 'Missing Two', author: 'Nobody', difficulty: 4, trackDuration: 200 },
      ],
      ...input,
    }),
  );
}

/** `POST /api/playlists/upload` with a multipart `file`. */
export async function postPlaylist(
  app: FastifyInstance,
  token: string | null,
  file: Uint8Array | null,
  filename = 'test.playlist',
) {
  const form = uploadForm(file, undefined, filename);
  return app.inject({
    method: 'POST',
    url: '/api/playlists/upload',
    ...form,
    headers: { ...form.headers, ...(token ? auth(token) : {}) },
  });
}

/** Uploads a playlist and answers its id (throws unless 201). */
export async function uploadPlaylistAs(app: FastifyInstance, token: string, file = makePlaylistFile()) {
  const res = await postPlaylist(app, token, file);
  if (res.statusCode !== 201) throw new Error(`playlist upload failed: ${res.statusCode} ${res.body}`);
  return res.json().id as number;
}

let seed = 900;

/** Uploads a generated beatmap and answers `{id, hash}`. */
export async function uploadBeatmapAs(
  app: FastifyInstance,
  token: string,
  opts: { published?: boolean; title?: string } = {},
): Promise<{ id: number; hash: string }> {
  const form = uploadForm(
    await makeSynth({ title: opts.title ?? `Song ${seed}`, seed: seed++ }),
    uploadRecordForMode('default', { published: opts.published ?? true }),
  );
  const res = await app.inject({
    method: 'POST',
    url: '/api/beatmaps/upload',
    ...form,
    headers: { ...form.headers, ...auth(token) },
  });
  const { id } = res.json();
  const detail = await app.inject({ url: `/api/beatmaps/${id}`, headers: auth(token) });
  return { id, hash: detail.json().hash };
}

/** A multipart body with a `file` part of the given name (covers). */
export function fileForm(bytes: Uint8Array, filename: string) {
  return uploadForm(bytes, undefined, filename);
}
