import type { FastifyRequest } from 'fastify';
import { BadRequest } from '../../errors.ts';

/** One uploaded file: its bytes and the name it was sent with. */
export interface UploadedFile {
  bytes: Uint8Array;
  filename: string;
}

/**
 * Reads a multipart upload (spec §7 "Uploads"): the `file` part and the text fields. Throws
 * BadRequest "Required" when the file is missing or empty (spec §5 "Upload file fields"), and when
 * its name does not end with `extension` (e.g. ".playlist"). A file over the multipart size limit
 * makes @fastify/multipart throw its 413 error.
 */
export async function readMultipartFile(
  request: FastifyRequest,
  options: { extension: string; kind: string },
): Promise<{ file: UploadedFile; fields: Record<string, string> }> {
  if (!request.isMultipart())
    throw new BadRequest('Send the upload as multipart/form-data with a "file" part.');
  let file: UploadedFile | undefined;
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file')
        file = { bytes, filename: part.filename || `upload${options.extension}` };
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  if (!file || file.bytes.byteLength === 0) {
    throw new BadRequest(`Required: choose a ${options.extension} file to upload.`, {
      validation: ['file: Required'],
    });
  }
  if (!file.filename.toLowerCase().endsWith(options.extension)) {
    throw new BadRequest(
      `Only ${options.extension} files can be uploaded as ${options.kind} (got "${file.filename}").`,
      {
        validation: [`file: must be a ${options.extension} file`],
      },
    );
  }
  return { file, fields };
}
