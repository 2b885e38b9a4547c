/** Parses an avatar id route segment; null unless it is a positive integer. */
export function parseAvatarId(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,12}$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** Reads `?page=N`; anything but a positive integer means page 1. */
export function parsePage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
}
