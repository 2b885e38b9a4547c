import { removeTemp } from './temp-files.ts';
import type { UploadPipeline } from './upload-pipeline.ts';

/**
 * Runs one upload received into a temporary file (docs/decisions/0007): takes one of the user's
 * upload slots (429 TooManyRequests when none is free), `receive`s the multipart body, `handle`s
 * it, and always deletes the temporary file and frees the slot before answering, so the client
 * sees the end state. Returns what `handle` returns; throws what `receive` or `handle` throws.
 */
export async function runStagedUpload<T extends { file: { path: string } }, R>(
  uploads: Pick<UploadPipeline, 'slots'>,
  userId: number,
  receive: () => Promise<T>,
  handle: (received: T) => Promise<R>,
): Promise<R> {
  const slot = uploads.slots.acquire(userId);
  try {
    const received = await receive();
    try {
      return await handle(received);
    } finally {
      await removeTemp(received.file.path);
    }
  } finally {
    slot.release();
  }
}
