import { formatSize } from '@synthhub/shared/format/size';
import type { FastifyRequest } from 'fastify';
import { BadRequest, PayloadTooLarge } from '../../errors.ts';
import { cleanDisplayText } from '@synthhub/shared/format/display-text';

/** One uploaded file: its bytes and the name it was sent with. */
export interface UploadedFile {
  bytes: Uint8Array;
  filename: string;
}

/**
 * Reads a multipart upload (spec §7 "Uploads"): the `file` part and the text fields. Throws
 * BadRequest "Required" when the file is missing or empty (spec §5 "Upload file fields"), and when
 * its name does not end with `extension` (e.g. ".playlist", or one of a list such as
 * [".png", ".jpg"]). A file over the multipart size limit makes @fastify/multipart throw its 413
 * error; with `maxBytes` (smaller than the app-wide limit) it is a PayloadTooLarge naming the limit.
 */
export async function readMultipartFile(
  request: FastifyRequest,
  options: { extension: string | readonly string[]; kind: string; maxBytes?: number },
): Promise<{ file: UploadedFile; fields: Record<string, string> }> {
  if (!request.isMultipart())
    throw new BadRequest('Send the upload as multipart/form-data with a "file" part.');
  const extensions = typeof options.extension === 'string' ? [options.extension] : options.extension;
  const wanted = extensions.join(' or ');
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
    if (options.maxBytes !== undefined && (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new PayloadTooLarge(
        `The file is too large: ${options.kind} may be at most ${formatSize(options.maxBytes)}.`,
        { cause: error },
      );
    }
    throw error;
  }
  if (!file || file.bytes.byteLength === 0) {
    throw new BadRequest(`Required: choose a ${wanted} file to upload.`, {
      validation: ['file: Required'],
    });
  }
  const name = file.filename.toLowerCase();
  if (!extensions.some((ext) => name.endsWith(ext))) {
    throw new BadRequest(
      `Only ${wanted} files can be uploaded as ${options.kind} (got "${file.filename}").`,
      {
        validation: [`file: must be a ${wanted} file`],
      },
    );
  }
  return { file, fields };
}
