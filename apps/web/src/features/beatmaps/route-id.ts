/** Parses a beatmap id route segment; null unless it is a positive integer. */
export function parseBeatmapId(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,12}$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
