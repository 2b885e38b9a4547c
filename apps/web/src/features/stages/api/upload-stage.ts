import type { StageUploadPayloadInput } from '@synthhub/shared/stages/stages.schemas';
import type { StageUploadResponse, StageUploadTicket } from '@synthhub/shared/stages/stages.types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUrl } from '../../../config/env.ts';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { stageKeys } from './keys.ts';

/** The three steps of a stage upload (spec §7 "Uploads"), for progress text. */
export type StageUploadStep = 'ticket' | 'sending' | 'importing';

/** What the upload dialog sends. */
export interface UploadStageInput {
  file: File;
  /** Add the package's files to this stage; absent/null makes a new stage. */
  stageId?: number | null;
  /** Whether the new files (and a new stage) are published; default false (a draft to edit first). */
  published?: boolean;
  /** Called as each step starts. */
  onStep?: (step: StageUploadStep) => void;
}

/**
 * Step 2: `PUT`s the file to the signed `cdn_url` (relative to the API, or absolute when the server
 * has a public URL or uses object storage). No session is sent: the signature is the permission.
 * @throws ApiError with the server's message (403 expired/used/tampered URL, 413 too large), or
 *   status 0 when the network failed
 */
export async function putSignedFile(
  cdnUrl: string,
  file: Blob,
  doFetch: typeof fetch = fetch,
): Promise<void> {
  let response: Response;
  try {
    response = await doFetch(apiUrl(cdnUrl), {
      method: 'PUT',
      body: file,
      headers: { 'Content-Type': 'application/octet-stream' },
    });
  } catch (cause) {
    throw new ApiError(0, 'Could not send the file. Check your connection and try again.', { cause });
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw ApiError.fromBody(response.status, body, response.statusText);
  }
}

/**
 * The stage upload in three steps (spec §7): `GET /api/models/stages/upload` → `{id, cdn_url}`;
 * `PUT` the file to `cdn_url`; `POST /api/models/stages/upload` `{stageId, fileId, published}` →
 * the stage's `{id}`.
 * @throws ApiError from whichever step failed (e.g. 422 naming what is wrong with the package)
 */
export async function uploadStage(input: UploadStageInput): Promise<StageUploadResponse> {
  input.onStep?.('ticket');
  const ticket = await api.request<StageUploadTicket>('/api/models/stages/upload');
  input.onStep?.('sending');
  await putSignedFile(ticket.cdn_url, input.file);
  input.onStep?.('importing');
  const payload: StageUploadPayloadInput = {
    fileId: ticket.id,
    stageId: input.stageId ?? null,
    published: input.published ?? false,
  };
  return api.request<StageUploadResponse>('/api/models/stages/upload', { method: 'POST', json: payload });
}

/** Uploads a stage package; stage lists and details are refetched afterwards. */
export function useUploadStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadStage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stageKeys.all }),
  });
}
