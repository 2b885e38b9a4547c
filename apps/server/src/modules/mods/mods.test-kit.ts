import type { ModInputRaw, ModVersionInputRaw } from '@synthhub/shared/mods/mods.schemas';
import type { FastifyInstance } from 'fastify';
import { uploadForm } from '../../../test/factories.ts';
import { sampleModZip } from './mod-sample-files.ts';

/** `Authorization` header for a bearer token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let n = 0;
/** A fresh slug for a test mod (`test-mod-3`). */
export const freshSlug = (stem = 'test-mod') => `${stem}-${++n}-${Math.random().toString(36).slice(2, 6)}`;

/** `POST /api/mods` as `token`; answers the response. */
export async function postMod(app: FastifyInstance, token: string, body: Partial<ModInputRaw> = {}) {
  const slug = body.slug ?? freshSlug();
  return app.inject({
    method: 'POST',
    url: '/api/mods',
    headers: bearer(token),
    payload: { name: `Mod ${slug}`, summary: 'A test mod', ...body, slug },
  });
}

/** Creates a mod (published unless said otherwise) and answers its id and slug; throws unless 201. */
export async function makeMod(app: FastifyInstance, token: string, body: Partial<ModInputRaw> = {}) {
  const slug = body.slug ?? freshSlug();
  const res = await postMod(app, token, { published: true, ...body, slug });
  if (res.statusCode !== 201) throw new Error(`mod create failed: ${res.statusCode} ${res.body}`);
  return { id: res.json().id as number, slug };
}

/** `POST /api/mods/{id}/versions` as `token` with `data` and a file (a sample zip unless given). */
export async function postVersion(
  app: FastifyInstance,
  token: string,
  modId: number,
  data: Partial<ModVersionInputRaw> & { version: string },
  file: { bytes: Uint8Array; name: string } = {
    bytes: sampleModZip(`m${modId}`, data.version),
    name: 'mod.zip',
  },
) {
  const form = uploadForm(file.bytes, { platforms: ['pc'], ...data }, file.name);
  return app.inject({
    method: 'POST',
    url: `/api/mods/${modId}/versions`,
    ...form,
    headers: { ...form.headers, ...bearer(token) },
  });
}

/** Adds versions in order; throws unless each answers 201. Answers their ids. */
export async function addVersions(app: FastifyInstance, token: string, modId: number, ...versions: string[]) {
  const ids: number[] = [];
  for (const version of versions) {
    const res = await postVersion(app, token, modId, { version });
    if (res.statusCode !== 201) throw new Error(`version ${version} failed: ${res.statusCode} ${res.body}`);
    ids.push(res.json().id);
  }
  return ids;
}
