import { formatSize } from '@synthhub/shared/format/size';
import type { FastifyRequest } from 'fastify';
import { BadRequest, PayloadTooLarge } from '../../errors.ts';
import { cleanDisplayText } from '@synthhub/shared/format/display-text';
import { removeTemp, type StagedFile, streamToTempFile } from '../uploads/temp-files.ts';

/** One uploaded file: its bytes and the name it was sent with. */
export interface UploadedFile {
  bytes: Uint8Array;
  filename: string;
}

/**
 * Reads a small multipart upload into memory (spec §7 "Uploads"; covers and playlists; large files
 * use {@link receiveMultipartFile}): the `file` part and the text fields. Throws
 * BadRequest "Required" when the file is missing or empty (spec §5 "Upload file fields"), and when
 * its name does not end with `extension` (e.g. ".playlist", or one of a list such as
 * [".png", ".jpg"]). A file over the multipart size limit makes @fastify/multipart throw its 413
 * error; with `maxBytes` (smaller than the app-wide limit) it is a PayloadTooLarge naming the limit.
 */
export async function readMultipartFile(
  request: FastifyRequest,
  options: MultipartFileOptions,
): Promise<{ file: UploadedFile; fields: Record<string, string> }> {
  if (!request.isMultipart())
    throw new BadRequest('Send the upload as multipart/form-data with a "file" part.');
  const extensions = typeof options.extension === 'string' ? [options.extension] : options.extension;
  let file: UploadedFile | undefined;
  const fields: Record<string, string> = {};
  const limits = options.maxBytes === undefined ? undefined : { limits: { fileSize: options.maxBytes } };
  try {
    for await (const part of request.parts(limits)) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // The sent name without NUL (PostgreSQL text refuses it), bidi or control characters.
        const filename = cleanDisplayText(part.filename ?? '').trim();
        if (part.fieldname === 'file') file = { bytes, filename: filename || `upload${extensions[0] ?? ''}` };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw sizeError(error, options);
  }
  checkFile(file && { filename: file.filename, size: file.bytes.byteLength }, extensions, options.kind);
  return { file: file!, fields };
}

/** What a multipart upload route accepts: file extension(s), the kind named in messages, a size cap. */
export interface MultipartFileOptions {
  extension: string | readonly string[];
  kind: string;
  /** In bytes; smaller than the app-wide multipart limit (`SYNTH_MAX_BYTES`). */
  maxBytes?: number;
}

/**
 * Throws BadRequest "Required" when the file is missing or empty (spec §5 "Upload file fields"),
 * and when its name does not end with one of `extensions`.
 */
function checkFile(
  file: { filename: string; size: number } | undefined,
  extensions: readonly string[],
  kind: string,
): void {
  const wanted = extensions.join(' or ');
  if (!file || file.size === 0) {
    throw new BadRequest(`Required: choose a ${wanted} file to upload.`, {
      validation: ['file: Required'],
    });
  }
  const name = file.filename.toLowerCase();
  if (!extensions.some((ext) => name.endsWith(ext))) {
    throw new BadRequest(`Only ${wanted} files can be uploaded as ${kind} (got "${file.filename}").`, {
      validation: [`file: must be a ${wanted} file`],
    });
  }
}

/** The PayloadTooLarge naming `maxBytes` for a file over it, or `error` itself. */
function sizeError(error: unknown, options: MultipartFileOptions): unknown {
  if (options.maxBytes !== undefined && (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
    return new PayloadTooLarge(
      `The file is too large: ${options.kind} may be at most ${formatSize(options.maxBytes)}.`,
      { cause: error },
    );
  }
  return error;
}

/**
 * Receives a multipart upload like {@link readMultipartFile}, but streams the `file` part to a new
 * temporary file in `tempDir` (docs/decisions/0007) instead of memory, hashing it (SHA-256) on
 * the way and flushing it to disk; the event loop only ever holds one chunk. Other file parts
 * are discarded unread. Returns the {@link StagedFile} (the caller deletes `file.path` when done,
 * whatever happens) and the text fields. On any error the temporary file is already deleted.
 * Throws BadRequest (not multipart, no file, empty, wrong extension), PayloadTooLarge (over
 * `maxBytes`), or the multipart errors the error handler answers (lib/http/multipart-errors.ts).
 */
export async function receiveMultipartFile(
  request: FastifyRequest,
  options: MultipartFileOptions & { tempDir: string },
): Promise<{ file: StagedFile; fields: Record<string, string> }> {
  if (!request.isMultipart())
    throw new BadRequest('Send the upload as multipart/form-data with a "file" part.');
  const extensions = typeof options.extension === 'string' ? [options.extension] : options.extension;
  const limits = options.maxBytes === undefined ? undefined : { limits: { fileSize: options.maxBytes } };
  let file: StagedFile | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts(limits)) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname !== 'file' || file) part.file.resume();
      else {
        // The sent name without NUL (PostgreSQL text refuses it), bidi or control characters.
        const filename = cleanDisplayText(part.filename ?? '').trim();
        file = await streamToTempFile(part.file, options.tempDir, filename || `upload${extensions[0] ?? ''}`);
      }
    }
    checkFile(file, extensions, options.kind);
  } catch (error) {
    if (file) await removeTemp(file.path);
    throw sizeError(error, options);
  }
  return { file: file!, fields };
}
