import { cpus, loadavg, totalmem } from 'node:os';

/** What the header of the printed report says about the run. */
export interface RunInfo {
  beatmaps: number;
  kind: 'postgres' | 'pglite';
  connections: number;
  seconds: number;
  seedLine: string;
  loadBefore: number[];
  /** The server's Node flags (SERVER_NODE_FLAGS, docs/decisions/0050); empty: plain `node`. */
  nodeFlags: readonly string[];
}

const loads = (values: number[]) => values.map((l) => l.toFixed(2)).join(' ');

/**
 * The report's header (markdown): catalogue and engine, machine, how the load is made and why the
 * server runs in its own process, the seed, and the load average (other work on the machine).
 */
export function header(run: RunInfo): string {
  const cpu = cpus();
  const lines = [
    `## Synthhub bench — ${run.beatmaps} beatmaps on ${run.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}`,
    '',
  ];
  if (run.kind === 'pglite') {
    lines.push(
      'No BENCH_DATABASE_URL or DATABASE_URL: PGlite (in-process WASM PostgreSQL, one connection) with',
      `${run.beatmaps} beatmaps. Set DATABASE_URL=postgres://… for the 100,000-beatmap catalogue on PostgreSQL.`,
      '',
    );
  }
  lines.push(
    `Machine: ${cpu.length} × ${cpu[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${process.version}.`,
    `Server Node flags (SERVER_NODE_FLAGS): ${run.nodeFlags.length > 0 ? run.nodeFlags.join(' ') : 'none (plain node)'}.`,
    `The server (the real app, logs off) runs in its own Node process (bench/serve.ts), so autocannon's`,
    `work stays out of its event loop; autocannon runs in this process with ${run.connections} keep-alive`,
    `connections, 1 s of warm-up then ${run.seconds} s per line. Server, autocannon and database share the`,
    `same ${cpu.length} cores: the CPU columns say where each request's time went, "other load" how much`,
    `of the machine processes outside the bench took meanwhile.`,
    '',
    `Seed: ${run.seedLine}.`,
    `Load average before seeding: ${loads(run.loadBefore)}; before measuring: ${loads(loadavg())}.`,
  );
  return lines.join('\n');
}

/**
 * The report's footer: the target, the server's memory, and a warning when other processes took
 * more than a tenth of the machine during some line (`othersShares`, 0-1, see measure.ts).
 */
export function footer(
  target: { p99Ms: number; connections: number; rps: number; rate: number },
  memory: { rssMiB: number; peakRssMiB: number; heapMiB: number },
  othersShares: (number | null)[],
): string {
  const busiest = Math.max(0, ...othersShares.map((s) => s ?? 0));
  const lines = [
    `Target: p99 < ${target.p99Ms} ms for each request at ${target.connections} connections (⚠ marks a miss).`,
    target.rate > 0
      ? `cache=0 lines: ≥ ${target.rps} req/s at saturation and p99 < ${target.p99Ms} ms at ${target.rate} req/s offered (docs/decisions/0041).`
      : `cache=0 lines: ≥ ${target.rps} req/s and p99 < ${target.p99Ms} ms at saturation (BENCH_RATE=0: no offered-load run).`,
    `Server process memory after the run: RSS ${memory.rssMiB.toFixed(0)} MiB (peak ${memory.peakRssMiB.toFixed(0)} MiB), heap ${memory.heapMiB.toFixed(0)} MiB.`,
    `Load average at the end: ${loads(loadavg())}.`,
  ];
  if (busiest > 0.1) {
    lines.push(
      `⚠ Other processes took up to ${Math.round(busiest * 100)} % of the machine during a line ("other load"): those figures are low; re-run when it is idle.`,
    );
  }
  return lines.join('\n');
}
