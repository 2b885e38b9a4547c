/**
 * The error body every API failure answers with (spec §8 "Error shape"; design.md §2).
 * - `statusCode`: the HTTP status
 * - `message`: one sentence a person understands
 * - `error`: the HTTP reason phrase ("Bad Request")
 * - `data`: for validation failures, the same message plus one line per invalid field
 *   (spec §8 "Upload errors": the dialog shows `data.message` and each `data.validation` line)
 */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  error?: string;
  data?: { message: string; validation: string[] };
}

/** The message shown when a failure carries no message at all (spec §8 "Upload errors"). */
export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';
