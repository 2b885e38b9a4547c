import type { FieldError, Merge } from 'react-hook-form';

/** The error react-hook-form gives a `string[]` field: the list's own, or one per bad item. */
export type ChipsError = Merge<FieldError, (FieldError | undefined)[]> | undefined;

/**
 * The message to show for a list of chips: the list's own error (too many, repeated), else the
 * first bad item's error prefixed with that item, e.g. `"a": Tags must be 2-30 characters`.
 */
export function chipsErrorMessage(error: ChipsError, values: readonly string[]): string | null {
  if (!error) return null;
  if (error.message) return error.message;
  if (Array.isArray(error)) {
    const index = error.findIndex((e) => e?.message);
    if (index >= 0) return `"${values[index] ?? ''}": ${error[index]!.message}`;
  }
  return null;
}
