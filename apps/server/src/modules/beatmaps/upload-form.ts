import {
  type BeatmapUploadRecord,
  beatmapUploadRecordSchema,
} from '@synthhub/shared/beatmaps/beatmaps.schemas';
import type { FastifyRequest } from 'fastify';
import { BadRequest } from '../../errors.ts';
import { readMultipartFile } from '../../lib/http/multipart-file.ts';
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
  const { file, fields } = await readMultipartFile(request, { extension: '.synth', kind: 'beatmaps' });
  const dataText = fields.data;
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
