/**
 * Converts a date to the MS-DOS time and date words zip headers store (PKWARE APPNOTE §4.4.6:
 * 2-second resolution, years 1980-2107). Uses the UTC fields of `date`, so the same instant always
 * gives the same bytes whatever the machine's time zone. Dates outside the range are clamped.
 * Returns `{ time, date }` as unsigned 16-bit integers.
 */
export function toDosDateTime(date: Date): { time: number; date: number } {
  const year = Math.min(2107, Math.max(1980, date.getUTCFullYear()));
  if (year !== date.getUTCFullYear()) return { time: 0, date: ((year - 1980) << 9) | (1 << 5) | 1 };
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}
