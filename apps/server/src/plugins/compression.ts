import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants as zlibConstants } from 'node:zlib';

/** Answers smaller than this (bytes) go out as they are: compression would not pay for its header. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * The content types compressed on the fly: JSON (and `+json`), NDJSON (the catalogue index and
 * change feed, docs/decisions/0035), text other than `text/event-stream`, and SVG. Not `application/octet-stream`, zip, `.synth` or images: they are compressed already,
 * and a stored file keeps its exact bytes, length and ETag (docs/decisions/0025).
 */
export const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|[+/]json(?:;|$)|^application\/x-ndjson(?:;|$)|^image\/svg\+xml(?:;|$)/;

/**
 * Registers @fastify/compress for every route (docs/decisions/0025): an answer of a compressible
 * type ({@link COMPRESSIBLE_TYPES}) of at least {@link COMPRESS_MIN_BYTES} bytes is sent as brotli
 * (quality 4: fast enough for per-request work) or gzip (level 6) when the request's
 * `Accept-Encoding` allows it, with `Vary: Accept-Encoding`; otherwise unchanged. Left alone by the
 * plugin itself: answers that already carry a `Content-Encoding` (the web files, served
 * precompressed from memory by plugins/web.ts), partial content (206, `Content-Range`), and
 * hijacked replies such as the notification event stream, which never pass through `onSend`.
 * Must be registered before the routes.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_MIN_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPES,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
