import type { JobKindStatus } from '../lib/jobs/job-status.ts';

const HEADERS = ['kind', 'due', 'running', 'waiting', 'failed', 'oldest due', 'next run', 'last error'];

/** A duration in s as a person reads it: "0", "42 s", "7 min", "3 h". */
function age(seconds: number): string {
  if (seconds < 1) return '0';
  if (seconds < 120) return `${Math.round(seconds)} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} min`;
  return `${Math.round(seconds / 3600)} h`;
}

/**
 * The text `npm run jobs` prints (docs/decisions/0012): one aligned row per job kind with its
 * due/running/waiting/failed counts, the oldest due job's wait, the next waiting job's time (ISO
 * 8601, UTC) and the latest error (cut to 60 characters), then a total line. An empty queue prints
 * "No jobs: the queue is empty."
 */
export function formatJobReport(rows: readonly JobKindStatus[]): string {
  if (rows.length === 0) return 'No jobs: the queue is empty.';
  const cells = rows.map((r) => [
    r.kind,
    String(r.due),
    String(r.running),
    String(r.waiting),
    String(r.failed),
    age(r.oldestDueSeconds),
    r.nextRunAt ? r.nextRunAt.toISOString().replace(/\.\d{3}Z$/, 'Z') : '-',
    r.lastError ? (r.lastError.length > 60 ? `${r.lastError.slice(0, 59)}…` : r.lastError) : '-',
  ]);
  const sum = (pick: (r: JobKindStatus) => number) => String(rows.reduce((n, r) => n + pick(r), 0));
  cells.push([
    'total',
    sum((r) => r.due),
    sum((r) => r.running),
    sum((r) => r.waiting),
    sum((r) => r.failed),
    '',
    '',
    '',
  ]);
  const widths = HEADERS.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: readonly string[]) =>
    c
      .map((v, i) => (i >= 1 && i <= 4 ? v.padStart(widths[i]!) : v.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(HEADERS), ...cells.map(line)].join('\n');
}
