import { type AppError, BadRequest } from '../../errors.ts';

/**
 * The client mistake behind a multipart parsing error, as a 400 that says what is wrong, or
 * undefined when `error` is not one (spec §8 error shape; the error handler answers it):
 * - no or an unusable `boundary` in `Content-Type: multipart/form-data` (busboy throws
 *   "Multipart: Boundary not found", or its search rejects an empty or over-long boundary);
 * - more than one file part (@fastify/multipart `FST_FILES_LIMIT`, the app allows one file);
 * - a body that ends before its closing boundary ("Unexpected end of multipart data").
 */
export function multipartClientError(error: unknown): AppError | undefined {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === 'FST_FILES_LIMIT') {
    return new BadRequest('Send one file per upload: the form holds more than one file part.', {
      cause: error,
      validation: ['file: only one file part is allowed'],
    });
  }
  if (typeof message !== 'string') return undefined;
  if (
    message === 'Multipart: Boundary not found' ||
    message.startsWith('The needle cannot') // streamsearch: an empty or over-long boundary
  ) {
    return new BadRequest(
      'The multipart request has no usable boundary: send Content-Type: multipart/form-data; boundary=… (1 to 70 characters) as a form-data client does.',
      { cause: error },
    );
  }
  if (message === 'Unexpected end of multipart data') {
    return new BadRequest('The multipart body ended before its closing boundary: send the whole form.', {
      cause: error,
    });
  }
  return undefined;
}
