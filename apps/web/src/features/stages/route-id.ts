/** Parses a stage id route segment; null unless it is a positive integer. */
export function parseStageId(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,12}$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
