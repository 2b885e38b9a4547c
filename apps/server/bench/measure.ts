import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { Scenario } from './scenarios.ts';
import type { ServerProcess } from './server-process.ts';

/** One measured line of the results table. */
export interface Measurement {
  scenario: Scenario;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU ms per request of the server process, of PostgreSQL's processes (null if not local), of autocannon. */
  cpu: { server: number; db: number | null; client: number };
  /**
   * The share of the machine's CPU that processes outside the bench used during the line (0-1;
   * null without /proc/stat): other work there makes the figures low.
   */
  others: number | null;
  /**
   * The same line again at a fixed offered load (open-loop.ts): what a visitor waits while the
   * server handles `rate` requests per second. Latencies in ms; `othersPeak`: the most CPU that
   * processes outside the bench took in any quarter second of the run, its warm-up included, in
   * cores (other-load.ts; null without /proc).
   */
  atRate?: {
    rate: number;
    rps: number;
    p50: number;
    p99: number;
    errors: number;
    othersPeak?: number | null;
  };
}

/** USER_HZ: the unit of utime/stime in /proc/<pid>/stat and of /proc/stat on Linux. */
const CLOCK_TICKS_PER_S = 100;

/**
 * One process as /proc/<pid>/stat shows it: its parent, the CPU it used so far (user + system,
 * ms) and whether it is PostgreSQL's; undefined when it ended or there is no /proc.
 */
export function processCpu(pid: string): { ppid: number; ms: number; postgres: boolean } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      ppid: Number(fields[1]),
      ms: ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S,
      postgres: stat.includes('(postgres)'),
    };
  } catch {
    return undefined; // the process ended while we read
  }
}

/** CPU time of the whole machine so far (all cores), busy and in total, in ms; null without /proc/stat. */
export function machineCpuMs(): { busy: number; total: number } | null {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = ticks.map(Number);
    const busy = user! + nice! + system! + irq! + softirq! + steal!;
    const toMs = (t: number) => (t * 1000) / CLOCK_TICKS_PER_S;
    return { busy: toMs(busy), total: toMs(busy + idle! + iowait!) };
  } catch {
    return null;
  }
}

/**
 * CPU time used so far by the local PostgreSQL backends serving database `dbName` (their process
 * titles name it; other databases' work, e.g. a test suite's, is left out), in ms, read from
 * /proc; null when there is none (PGlite, a remote server, no /proc). Processes that exited in
 * between are missed: rare for the pooled backends, but PostgreSQL's parallel workers (started for
 * large scans, e.g. /api/mappers) are never counted here and show up as "other load" instead.
 */
export function postgresCpuMs(dbName: string | undefined): number | null {
  if (!dbName) return null;
  try {
    let ms = 0;
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      const cpu = processCpu(pid);
      if (!cpu?.postgres) continue;
      try {
        if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${dbName} `)) continue;
      } catch {
        continue; // the process ended while we read
      }
      ms += cpu.ms;
    }
    return ms > 0 ? ms : null;
  } catch {
    return null;
  }
}

/**
 * Runs autocannon against the server for one scenario: a one-second warm-up (not counted), then
 * `seconds` with `connections` keep-alive connections, each request taking the next path of the
 * scenario (a counter shared by all connections, so terms and ids rotate). Latencies in ms; CPU
 * per request of the server, of PostgreSQL's backends on `dbName` (when they run on this machine)
 * and of autocannon; and the share of the machine other processes took meanwhile. Every
 * connection sends its next request as soon as the last one is answered: the server's throughput
 * at saturation (latencies under a fixed offered load: open-loop.ts).
 */
export async function measure(
  server: ServerProcess,
  scenario: Scenario,
  seconds: number,
  connections: number,
  dbName?: string,
): Promise<Measurement> {
  let next = 0;
  const requests = [
    {
      method: 'GET' as const,
      setupRequest: (request: autocannon.Request) => ({
        ...request,
        path: scenario.paths[next++ % scenario.paths.length],
      }),
    },
  ];
  await autocannon({ url: server.base, connections, duration: 1, requests });
  const [server0, db0, client0, machine0] = [
    await server.cpu(),
    postgresCpuMs(dbName),
    process.cpuUsage(),
    machineCpuMs(),
  ];
  const r = await autocannon({ url: server.base, connections, duration: seconds, requests });
  const [server1, db1, client1, machine1] = [
    await server.cpu(),
    postgresCpuMs(dbName),
    process.cpuUsage(client0),
    machineCpuMs(),
  ];
  const n = Math.max(1, r.requests.total);
  const ours = server1 - server0 + (db1 ?? 0) - (db0 ?? 0) + (client1.user + client1.system) / 1000;
  const others =
    machine0 && machine1
      ? Math.max(0, machine1.busy - machine0.busy - ours) / (machine1.total - machine0.total)
      : null;
  return {
    scenario,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    cpu: {
      server: (server1 - server0) / n,
      db: db0 !== null && db1 !== null ? (db1 - db0) / n : null,
      client: (client1.user + client1.system) / 1000 / n,
    },
    others,
  };
}

/**
 * The results as a markdown table: request | req/s | p50 ms | p99 ms | errors, then CPU ms per
 * request (server, database, autocannon) and the other processes' share of the machine.
 */
export function resultsTable(rows: Measurement[], p99TargetMs: number): string {
  // Lines also measured at an offered load (the cache=0 lines) get its p50 and p99 in one more column.
  const rate = rows.find((m) => m.atRate)?.atRate?.rate;
  const lines = [
    `| request | req/s | p50 ms | p99 ms | errors | CPU ms/req: server, db, autocannon | other load |${rate ? ` p50, p99 ms at ${rate} req/s (other load's peak, cores) |` : ''}`,
    `|---|---:|---:|---:|---:|---:|---:|${rate ? '---:|' : ''}`,
  ];
  const ms = (v: number | null) => (v === null ? '–' : v.toFixed(2));
  for (const m of rows) {
    const miss = m.scenario.target && m.p99 >= (m.scenario.p99TargetMs ?? p99TargetMs) ? ' ⚠' : '';
    const cpu = `${ms(m.cpu.server)}, ${ms(m.cpu.db)}, ${ms(m.cpu.client)}`;
    const rated = !rate
      ? ''
      : m.atRate
        ? ` ${m.atRate.p50}, ${m.atRate.p99}${m.atRate.p99 >= p99TargetMs ? ' ⚠' : ''}${peak(m.atRate.othersPeak)} |`
        : ' – |';
    lines.push(
      `| ${m.scenario.name} | ${m.rps.toFixed(0)} | ${m.p50} | ${m.p99}${miss} | ${m.errors} | ${cpu} | ${m.others === null ? '–' : `${Math.round(m.others * 100)} %`} |${rated}`,
    );
  }
  return lines.join('\n');
}

/** ` (0.9)`: other load's peak in cores during an offered-load run; empty when not read. */
function peak(cores: number | null | undefined): string {
  return cores === null || cores === undefined ? '' : ` (${cores.toFixed(1)})`;
}

/** The name suffix of a line measured past the list cache (bench/run.ts, docs/decisions/0005). */
export const UNCACHED_SUFFIX = ', cache=0 (uncached)';

/**
 * The list lines measured both ways, one row each (docs/performance.md): req/s, p50 and p99 (ms)
 * as visitors meet them (list cache on) beside the same requests with `cache=0` — at saturation
 * (every connection sending as fast as it is answered) and, when measured, p99 at the offered load
 * of `rpsTarget` — and whether the `cache=0` line meets the target: ≥ `rpsTarget` req/s at
 * saturation and p99 < `p99TargetMs` at `rpsTarget` req/s (docs/decisions/0041; without the offered-load
 * run, p99 at saturation). Lines measured one way only are left out; an empty string when none was
 * measured both ways.
 */
export function sideBySideTable(rows: Measurement[], p99TargetMs: number, rpsTarget: number): string {
  const byName = new Map(rows.map((m) => [m.scenario.name, m]));
  const pairs = rows.flatMap((cached) => {
    const uncached = byName.get(cached.scenario.name + UNCACHED_SUFFIX);
    return uncached ? [[cached, uncached] as const] : [];
  });
  if (pairs.length === 0) return '';
  const rate = pairs.find(([, u]) => u.atRate)?.[1].atRate?.rate ?? rpsTarget;
  const lines = [
    `| request | cached req/s | p50 ms | p99 ms | cache=0 req/s | p50 ms | p99 ms | cache=0 p50, p99 ms at ${rate} req/s | cache=0 meets ≥ ${rpsTarget} req/s, p99 < ${p99TargetMs} ms |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const [c, u] of pairs) {
    const p99 = u.atRate?.p99 ?? u.p99;
    const meets = p99 < p99TargetMs && u.rps >= rpsTarget ? 'yes' : 'no';
    const rated = u.atRate ? `${u.atRate.p50}, ${u.atRate.p99}` : '–';
    lines.push(
      `| ${c.scenario.name} | ${c.rps.toFixed(0)} | ${c.p50} | ${c.p99} | ${u.rps.toFixed(0)} | ${u.p50} | ${u.p99} | ${rated} | ${meets} |`,
    );
  }
  return lines.join('\n');
}

/**
 * The `cache=0` list lines with the read models on and with MEMORY_INDEXES=off (docs/decisions/0049),
 * side by side: `on` and `off` are the saturated measurements of the same lines, paired by name.
 * Empty when no line was measured both ways.
 */
export function onOffTable(on: Measurement[], off: Measurement[]): string {
  const offByName = new Map(off.map((m) => [m.scenario.name, m]));
  const pairs = on.flatMap((m) => {
    const other = offByName.get(m.scenario.name);
    return other ? [[m, other] as const] : [];
  });
  if (pairs.length === 0) return '';
  const lines = [
    '| request | read models on: req/s | p50 ms | p99 ms | MEMORY_INDEXES=off: req/s | p50 ms | p99 ms |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [a, b] of pairs) {
    lines.push(
      `| ${a.scenario.name} | ${a.rps.toFixed(0)} | ${a.p50} | ${a.p99} | ${b.rps.toFixed(0)} | ${b.p50} | ${b.p99} |`,
    );
  }
  return lines.join('\n');
}
