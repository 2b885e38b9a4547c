import { request } from 'node:http';
import type { uploadForm } from './factories.ts';

/**
 * Starts a beatmap upload (`POST /api/beatmaps/upload`, multipart `form`) to the server at `base`
 * over a raw connection and writes only its first `sentBytes` bytes (default: all of it, then ends
 * the request); the process tests kill a server meanwhile. Connection errors and the answer are
 * ignored.
 */
export function beginUpload(
  base: string,
  token: string,
  form: ReturnType<typeof uploadForm>,
  sentBytes = form.payload.byteLength,
): void {
  const req = request(new URL('/api/beatmaps/upload', base), {
    method: 'POST',
    headers: {
      ...form.headers,
      authorization: `Bearer ${token}`,
      'content-length': String(form.payload.byteLength),
    },
  });
  req.on('error', () => {});
  req.on('response', (res) => res.resume());
  req.write(form.payload.subarray(0, sentBytes));
  if (sentBytes >= form.payload.byteLength) req.end();
}
