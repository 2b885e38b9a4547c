import { type ApiErrorBody, UNKNOWN_ERROR_MESSAGE } from '@synthhub/shared/api/errors';

/**
 * A failed API call (spec §8 "Error shape"). `status` is the HTTP status (0 when the network
 * failed before any answer), `message` the server's sentence, `validation` one line per invalid
 * field (from `data.validation`), `body` the raw error body when the server sent one.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly validation: string[];
  readonly body: ApiErrorBody | null;

  constructor(
    status: number,
    message: string,
    options: { validation?: string[]; body?: ApiErrorBody | null; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = status;
    this.validation = options.validation ?? [];
    this.body = options.body ?? null;
  }

  /**
   * Builds the error from a response status and whatever body it carried. The message prefers
   * `data.message`, then `message`, then the HTTP reason, then {@link UNKNOWN_ERROR_MESSAGE}.
   */
  static fromBody(status: number, body: unknown, statusText = ''): ApiError {
    const b = isErrorBody(body) ? body : null;
    const message = b?.data?.message || b?.message || statusText || UNKNOWN_ERROR_MESSAGE;
    return new ApiError(b?.statusCode ?? status, message, { validation: b?.data?.validation ?? [], body: b });
  }
}

function isErrorBody(body: unknown): body is ApiErrorBody {
  return typeof body === 'object' && body !== null && ('message' in body || 'statusCode' in body);
}

/**
 * The lines a dialog shows for a failure (spec §8 "Upload errors"): the message plus the
 * validation lines; otherwise the message; otherwise "An unknown error occurred".
 */
export function errorLines(error: unknown): string[] {
  if (error instanceof ApiError) return [error.message || UNKNOWN_ERROR_MESSAGE, ...error.validation];
  if (error instanceof Error && error.message) return [error.message];
  return [UNKNOWN_ERROR_MESSAGE];
}

/**
 * The HTTP status of any thrown thing (spec §8: from `statusCode`, `status` or the response status,
 * else 500).
 */
export function errorStatus(error: unknown): number {
  if (typeof error === 'object' && error !== null) {
    const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
    for (const v of [e.statusCode, e.status, e.response?.status]) {
      if (typeof v === 'number' && v >= 400 && v < 600) return v;
    }
  }
  return 500;
}
