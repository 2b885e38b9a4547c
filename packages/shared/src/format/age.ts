const UNITS: [suffix: string, seconds: number][] = [
  ['y', 365 * 86400],
  ['mo', 30 * 86400],
  ['w', 7 * 86400],
  ['d', 86400],
  ['h', 3600],
  ['m', 60],
];

/**
 * Compact age of a moment, e.g. "5m", "3d", "2mo", "1y" (spec §9 "Formats": units s, m, h, d, w,
 * mo, y). Input: an ISO string, Date or epoch ms, and `now` (epoch ms). Future dates read "0s".
 */
export function compactAge(date: string | number | Date, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.floor((now - new Date(date).getTime()) / 1000));
  for (const [suffix, size] of UNITS) {
    if (seconds >= size) return `${Math.floor(seconds / size)}${suffix}`;
  }
  return `${seconds}s`;
}
