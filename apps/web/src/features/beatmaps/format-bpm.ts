/** Formats the API's numeric-string bpm ("128.00") for people ("128"; "87.5" stays). */
export function formatBpm(bpm: string): string {
  const n = Number(bpm);
  return Number.isFinite(n) ? String(Math.round(n * 100) / 100) : bpm;
}
