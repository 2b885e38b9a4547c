/** One finished request: when its answer came (ms since the epoch), how long it took (ms), its status. */
export interface Sample {
  endMs: number;
  ms: number;
  status: number;
}

/**
 * What one line of the load test saw: answered requests (`samples`), plus requests that got no
 * answer — `errors` (connection errors) and `timeouts` (no answer within autocannon's 10 s).
 */
export class Tally {
  readonly samples: Sample[] = [];
  errors = 0;
  timeouts = 0;

  constructor(readonly name: string) {}

  /** Records an answered request that took `ms` ms and ended now. */
  add(status: number, ms: number): void {
    this.samples.push({ endMs: Date.now(), ms, status });
  }

  /** A Tally of the samples that overlapped [fromMs, toMs] (start ≤ toMs and end ≥ fromMs). */
  overlapping(name: string, fromMs: number, toMs: number): Tally {
    const out = new Tally(name);
    for (const s of this.samples) if (s.endMs - s.ms <= toMs && s.endMs >= fromMs) out.samples.push(s);
    return out;
  }

  /** A Tally of the samples that did not overlap [fromMs, toMs] (errors and timeouts not carried). */
  outside(name: string, fromMs: number, toMs: number): Tally {
    const out = new Tally(name);
    for (const s of this.samples) if (!(s.endMs - s.ms <= toMs && s.endMs >= fromMs)) out.samples.push(s);
    return out;
  }
}

/** Several tallies as one (samples, errors and timeouts added up). */
export function mergeTallies(name: string, tallies: Tally[]): Tally {
  const out = new Tally(name);
  for (const t of tallies) {
    for (const sample of t.samples) out.samples.push(sample); // no spread: it overflows the stack past ~100k
    out.errors += t.errors;
    out.timeouts += t.timeouts;
  }
  return out;
}

/** The `p`-th percentile (0-100, nearest rank) of sorted values; 0 when there are none. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** One printed row: counts and latency figures (ms) of a tally over `seconds`. */
export interface Row {
  name: string;
  requests: number;
  rps: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  status5xx: number;
  p50: number;
  p99: number;
  max: number;
}

/** Summarises a tally measured over `seconds` (for req/s). Non-2xx counts every answer outside 200-299. */
export function summarise(tally: Tally, seconds: number): Row {
  const ms = tally.samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    name: tally.name,
    requests: tally.samples.length + tally.errors + tally.timeouts,
    rps: seconds > 0 ? tally.samples.length / seconds : 0,
    errors: tally.errors,
    timeouts: tally.timeouts,
    non2xx: tally.samples.filter((s) => s.status < 200 || s.status > 299).length,
    status5xx: tally.samples.filter((s) => s.status >= 500).length,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    max: ms.at(-1) ?? 0,
  };
}

/** The rows as a markdown table (ms figures rounded to 0.1 ms). */
export function rowsTable(rows: Row[]): string {
  const lines = [
    '| line | requests | req/s | errors | timeouts | non-2xx | 5xx | p50 ms | p99 ms | max ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const f = (v: number) => v.toFixed(1);
  for (const r of rows) {
    lines.push(
      `| ${r.name} | ${r.requests} | ${r.rps.toFixed(0)} | ${r.errors} | ${r.timeouts} | ${r.non2xx} | ${r.status5xx} | ${f(r.p50)} | ${f(r.p99)} | ${f(r.max)} |`,
    );
  }
  return lines.join('\n');
}
