import type { Stage, StageFile } from '@synthhub/shared/stages/stages.types';
import { apiUrl } from '../../../config/env.ts';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { sessionStore } from '../../../lib/session-store.ts';

/** The URL of one stage file's download: the stage's `download_url` with `?file_id=` (formats.md §6.2). */
export function stageFileDownloadHref(
  stage: Pick<Stage, 'download_url'>,
  file: Pick<StageFile, 'id'>,
): string {
  return apiUrl(`${stage.download_url}?file_id=${file.id}`);
}

/**
 * The file name in a `Content-Disposition` header: `filename*=UTF-8''…` when present, else the
 * quoted or bare `filename=`; null when there is none (formats.md §6.4).
 */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  return (plain?.[1] ?? plain?.[2])?.trim() || null;
}

async function fetchWithSession(url: string, doFetch: typeof fetch): Promise<Response> {
  const send = (token: string | undefined) =>
    doFetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const token = sessionStore.get()?.token;
  const first = await send(token);
  if (first.status !== 401 || !token) return first;
  const next = await api.refreshSession();
  return next ? send(next.token) : first;
}

/**
 * Downloads one stage file as spec §7 "Downloads" says: fetched as a blob (with the session, so an
 * uploader can fetch their unpublished files), saved under the name from `Content-Disposition`
 * (else the file's `filename`). Answers that name.
 * @throws ApiError with the server's message (e.g. 400 "File 9 is not a file of stage 3.")
 */
export async function downloadStageFile(
  stage: Pick<Stage, 'download_url'>,
  file: Pick<StageFile, 'id' | 'file'>,
  doFetch: typeof fetch = fetch,
): Promise<string> {
  let response: Response;
  try {
    response = await fetchWithSession(stageFileDownloadHref(stage, file), doFetch);
  } catch (cause) {
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.', { cause });
  }
  if (!response.ok) {
    throw ApiError.fromBody(response.status, await response.json().catch(() => null), response.statusText);
  }
  const name = filenameFromDisposition(response.headers.get('Content-Disposition')) ?? file.file.filename;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}
