// Builders shared by the stage tests (not a test file itself).
import type { StageUploadPayloadInput } from '@synthhub/shared/stages/stages.schemas';
import type { StageUploadTicket } from '@synthhub/shared/stages/stages.types';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { pendingUploads, stageFiles, stages, stageTags } from '../../db/schema/index.ts';

/** A 1×1 PNG, the smallest valid icon. */
export const TINY_PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** Step 1: `GET /api/models/stages/upload` as `token`. */
export async function requestTicket(app: FastifyInstance, token: string): Promise<StageUploadTicket> {
  const res = await app.inject({
    url: '/api/models/stages/upload',
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200) throw new Error(`ticket failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Step 2: `PUT` raw bytes to a (relative or absolute) cdn_url. */
export function putFile(app: FastifyInstance, cdnUrl: string, bytes: Uint8Array | null) {
  const url = new URL(cdnUrl, 'http://localhost');
  return app.inject({
    method: 'PUT',
    url: `${url.pathname}${url.search}`,
    headers: { 'content-type': 'application/octet-stream' },
    ...(bytes ? { payload: Buffer.from(bytes) } : {}),
  });
}

/** Step 3: `POST /api/models/stages/upload` with a payload. */
export function postUpload(app: FastifyInstance, token: string, payload: StageUploadPayloadInput) {
  return app.inject({
    method: 'POST',
    url: '/api/models/stages/upload',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
}

/**
 * The whole three-step upload (spec §7) of `bytes` as `token`; answers step 3's response.
 * `payload` adds to `{fileId, stageId: null}`.
 */
export async function uploadStage(
  app: FastifyInstance,
  token: string,
  bytes: Uint8Array,
  payload: Partial<StageUploadPayloadInput> = {},
): Promise<LightMyRequestResponse> {
  const ticket = await requestTicket(app, token);
  const put = await putFile(app, ticket.cdn_url, bytes);
  if (put.statusCode !== 200) throw new Error(`put failed: ${put.statusCode} ${put.body}`);
  return postUpload(app, token, { fileId: ticket.id, stageId: null, ...payload });
}

/** Row counts of every stage table, for "nothing was left behind" assertions. */
export async function stageRowCounts(app: FastifyInstance) {
  const n = async (table: typeof stages | typeof stageFiles | typeof stageTags | typeof pendingUploads) =>
    (await app.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    stages: await n(stages),
    files: await n(stageFiles),
    tags: await n(stageTags),
    pending: await n(pendingUploads),
  };
}
