import { api, type ApiClient, type DownloadedFile } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { InstallableItem } from './installable.ts';
import { InstallerError } from './messages.ts';

/** Options of {@link downloadItem}. */
export interface DownloadOptions {
  /** Aborts the request; the promise then rejects with the signal's reason (an AbortError). */
  signal?: AbortSignal;
  /** Bytes received so far and the total from Content-Length (undefined when unknown). */
  onProgress?: (loaded: number, total: number | undefined) => void;
  /** The API client (tests pass their own; default: the app's). */
  client?: ApiClient;
}

/** The `{code or message}` of spec §8 "Error downloading …": the server's sentence, else the status. */
function downloadDetail(error: unknown): string {
  if (error instanceof ApiError) return error.message || String(error.status);
  if (error instanceof Error && error.message) return error.message;
  return 'Unknown Error';
}

/**
 * Fetches an item's `download_url` as a blob through the API client (spec §7 "Downloads": the
 * file name comes from Content-Disposition, `filename` null when absent), reporting bytes received.
 * Rejects with InstallerError step `download` ("Error downloading beatmap: {code or message}",
 * spec §8) for any failed or refused request; an abort rejects with the signal's reason instead.
 */
export async function downloadItem(
  item: InstallableItem,
  options: DownloadOptions = {},
): Promise<DownloadedFile> {
  const client = options.client ?? api;
  try {
    return await client.request<DownloadedFile>(item.download_url, {
      as: 'blob',
      signal: options.signal,
      onDownloadProgress: options.onProgress,
    });
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason ?? error;
    throw new InstallerError('download', item.kind, downloadDetail(error), { cause: error });
  }
}
