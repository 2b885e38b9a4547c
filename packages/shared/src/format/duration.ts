/**
 * Seconds to the API's "mm:ss" duration (formats.md §6.3); minutes are not capped at 59
 * ("75:03"). Null or negative input gives "00:00".
 */
export function formatDuration(seconds: number | null | undefined): string {
  const s = Math.max(0, Math.round(seconds ?? 0));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Parses "mm:ss" (or "h:mm:ss") to seconds; returns null when the text is not such a duration. */
export function parseDuration(text: string): number | null {
  const m = /^(?:(\d+):)?(\d+):(\d{1,2})$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}
