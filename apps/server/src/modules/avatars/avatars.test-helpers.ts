import type { FastifyInstance } from 'fastify';
import { TINY_PNG, uploadForm } from '../../../test/factories.ts';

/** `Authorization: Bearer …` for a session token. */
export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A 1×1 PNG (the smallest thumbnail or cover). */
export { TINY_PNG };

/** `POST /api/models/avatars/upload` with `file` (omitted when null) sent under `filename`. */
export function postAvatar(
  app: FastifyInstance,
  token: string | null,
  file: Uint8Array | null,
  filename = 'avatar.vrm',
) {
  const form = uploadForm(file, undefined, filename);
  return app.inject({
    method: 'POST',
    url: '/api/models/avatars/upload',
    ...form,
    headers: { ...form.headers, ...(token ? auth(token) : {}) },
  });
}

/** `POST /api/models/avatars/{id}/cover` with an image in `file`. */
export function postCover(app: FastifyInstance, token: string, id: number, image: Uint8Array | null) {
  const form = uploadForm(image, undefined, 'cover.png');
  return app.inject({
    method: 'POST',
    url: `/api/models/avatars/${id}/cover`,
    ...form,
    headers: { ...form.headers, ...auth(token) },
  });
}
