import {
  type BeatmapUploadRecord,
  beatmapUploadRecordSchema,
} from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { SYNTH_MAX_BYTES } from '@synthhub/shared/beatmaps/beatmaps.constants';
import type { FastifyRequest } from 'fastify';
import { BadRequest } from '../../errors.ts';
import { receiveMultipartFile } from '../../lib/http/multipart-file.ts';
import { removeTemp } from '../../lib/uploads/temp-files.ts';
import type { UploadedSynth } from './beatmaps.service.ts';

/**
 * Reads the multipart body of `POST /api/beatmaps/upload` (spec §7 "Uploads"): the `file` part,
 * streamed to a temporary file in `tempDir` (the caller deletes it; deleted here when the form is
 * refused), and the `data` field, the upload record as JSON (defaults from spec §9). Throws BadRequest with
 * one validation line per problem: "file: Required", "data: … is not valid JSON", bad fields.
 * A file over `SYNTH_MAX_BYTES` is a PayloadTooLarge (413) naming the limit.
 */
export async function readUploadForm(
  request: FastifyRequest,
  tempDir: string,
): Promise<{ file: UploadedSynth; record: BeatmapUploadRecord }> {
  const { file, fields } = await receiveMultipartFile(request, {
    extension: '.synth',
    kind: 'beatmaps',
    maxBytes: SYNTH_MAX_BYTES,
    tempDir,
  });
  try {
    return { file, record: parseRecord(fields.data) };
  } catch (error) {
    await removeTemp(file.path);
    throw error;
  }
}

/** The upload record from the `data` field's JSON; throws BadRequest naming each problem. */
function parseRecord(dataText: string | undefined): BeatmapUploadRecord {
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
  return parsed.data;
}
