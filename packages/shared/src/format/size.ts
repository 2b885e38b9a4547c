const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];

/** Bytes to a readable size in binary units with one decimal, e.g. "1.5 MiB" (spec §9 "Formats"). */
export function formatSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}

/** A ratio 0..1 as a percent with one decimal, e.g. "97.3%" (spec §9 "Formats"). */
export function formatPercent(ratio: number): string {
  return `${(ratio * 100).toFixed(1)}%`;
}
