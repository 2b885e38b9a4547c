import {
  type BeatmapUploadRecord,
  beatmapUploadRecordSchema,
} from '@synthhub/shared/beatmaps/beatmaps.schemas';
import type { FastifyRequest } from 'fastify';
import { BadRequest } from '../../errors.ts';
import type { UploadedSynth } from './beatmaps.service.ts';

/**
 * Reads the multipart body of `POST /api/beatmaps/upload` (spec §7 "Uploads"): the `file` part
 * and the `data` field, the upload record as JSON (defaults from spec §9). Throws BadRequest with
 * one validation line per problem: "file: Required", "data: … is not valid JSON", bad fields.
 * A file over the size limit makes @fastify/multipart throw its 413 error.
 */
export async function readUploadForm(
  request: FastifyRequest,
): Promise<{ file: UploadedSynth; record: BeatmapUploadRecord }> {
  if (!request.isMultipart())
    throw new BadRequest('Send the upload as multipart/form-data with a "file" part.');
  let file: UploadedSynth | undefined;
  let dataText: string | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') {
        await part.toBuffer();
        continue;
      }
      file = { bytes: await part.toBuffer(), filename: part.filename || 'upload.synth' };
    } else if (part.fieldname === 'data') {
      dataText = String(part.value);
    }
  }
  if (!file || file.bytes.byteLength === 0) {
    throw new BadRequest('Required: choose a .synth file to upload.', { validation: ['file: Required'] });
  }
  let json: unknown = {};
  if (dataText !== undefined && dataText.trim() !== '') {
    try {
      json = JSON.parse(dataText);
    } catch {
      throw new BadRequest('The "data" field is not valid JSON.', {
        validation: ['data: is not valid JSON'],
      });
    }
  }
  const parsed = beatmapUploadRecordSchema.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${['data', ...i.path].join('.')}: ${i.message}`);
    throw new BadRequest(`The upload record is invalid: ${lines.join('; ')}`, { validation: lines });
  }
  return { file, record: parsed.data };
}
