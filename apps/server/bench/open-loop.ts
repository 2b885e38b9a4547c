import { fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** What an offered-load run measured (latencies in ms, from when each request was due). */
export interface OpenLoopResult {
  /** Requests answered per second over the run. */
  rps: number;
  p50: number;
  p99: number;
  /** Failed requests and answers other than 2xx. */
  errors: number;
}

/** The `q`-quantile (0-1) of sorted values by the nearest rank; 0 for none. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** How an offered-load run is shaped beyond its rate and length. */
export interface OpenLoopOptions {
  /**
   * Seconds offered at the same rate before the measured ones (default 0): those requests are
   * sent on the same sockets but their latencies are not counted (their failures are), as
   * autocannon's warm-up before a saturated line (measure.ts; docs/decisions/0041).
   */
  warmupSeconds?: number;
  /**
   * A file to write each counted request to, one tab-separated line each: when it was due (ms
   * after the measured part began), its latency (ms) and its path; the first line is
   * `# start-us <µs>`, the measured start on the machine's monotonic clock (`process.hrtime`),
   * the clock V8's CPU profiles stamp their samples with, so a slow stretch can be matched with a
   * BENCH_CPU_PROF profile of the server.
   */
  tracePath?: string;
}

/**
 * Offers `rate` requests per second to `base` for `seconds` (docs/decisions/0041): request k is due
 * at start + k / rate, whatever the earlier ones are doing (an open loop, as independent visitors
 * arrive), is sent on one of at most `connections` keep-alive sockets (waiting for a free one in
 * the agent's queue when all are busy), and its latency counts from when it was due — so time a
 * request spends queued behind a slow answer counts, and a stall of the server is never hidden by
 * the load generator slowing down with it (coordinated omission). Paths rotate through `paths`.
 * Latencies are rounded to whole ms, as autocannon reports them. Requests still unanswered 10 s
 * after the run count as errors. `options.warmupSeconds` first offers that long uncounted.
 */
export async function measureAtRate(
  base: string,
  paths: readonly string[],
  rate: number,
  seconds: number,
  connections: number,
  options: OpenLoopOptions = {},
): Promise<OpenLoopResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(base);
  const latencies: number[] = [];
  const trace: string[] | undefined = options.tracePath ? [] : undefined;
  let errors = 0;
  const pending = new Set<Promise<void>>();
  const start = performance.now();
  const startHr = process.hrtime.bigint();
  // Requests due before `measured` are the warm-up's: sent, not timed.
  const measured = start + (options.warmupSeconds ?? 0) * 1000;
  const send = (path: string, due: number) => {
    const done = new Promise<void>((resolve) => {
      const req = request({ host: url.hostname, port: url.port, path, agent }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode === undefined || res.statusCode < 200 || res.statusCode >= 300) errors += 1;
          else if (due >= measured) {
            const latency = performance.now() - due;
            latencies.push(latency);
            trace?.push(`${(due - measured).toFixed(1)}\t${latency.toFixed(1)}\t${path}`);
          }
          resolve();
        });
      });
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end();
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };
  const total = Math.floor(rate * ((options.warmupSeconds ?? 0) + seconds));
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    // Everything due by now goes out at once: timers fire about every millisecond.
    while (sent < total && start + (sent * 1000) / rate <= now) {
      send(paths[sent % paths.length]!, start + (sent * 1000) / rate);
      sent += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  const settled = Promise.all(pending);
  const late = await Promise.race([
    settled.then(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 10_000).unref()),
  ]);
  const elapsed = (performance.now() - measured) / 1000;
  if (late) errors += pending.size;
  agent.destroy();
  if (options.tracePath && trace) {
    const startUs = startHr / 1000n + BigInt(Math.round((measured - start) * 1000));
    writeFileSync(options.tracePath, [`# start-us ${startUs}`, ...trace].join('\n') + '\n');
  }
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: Math.round(quantile(latencies, 0.5)),
    p99: Math.round(quantile(latencies, 0.99)),
    errors,
  };
}

/**
 * {@link measureAtRate} run in a fresh Node process of its own (bench/open-loop-child.ts): the
 * bench runner's process also runs autocannon, whose garbage, collected during an offered-load
 * run, paused the generator for 20–60 ms at a time — late requests that counted against the
 * server, which a standalone generator showed answering steadily (docs/decisions/0041
 * "Measuring"). Rejects when the child fails or exits without answering.
 */
export function measureAtRateApart(
  base: string,
  paths: readonly string[],
  rate: number,
  seconds: number,
  connections: number,
  options: OpenLoopOptions = {},
): Promise<OpenLoopResult> {
  const child = fork(fileURLToPath(new URL('./open-loop-child.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (reply: OpenLoopReply) => {
      if (reply.type === 'result') resolve(reply.result);
      else reject(new Error(`offered-load run failed: ${reply.error}`));
    });
    child.once('exit', (code) => reject(new Error(`offered-load process exited (${code})`)));
    child.once('error', reject);
    const request: OpenLoopRequest = { base, paths: [...paths], rate, seconds, connections, options };
    child.send(request);
  });
}

/** What `measureAtRateApart` asks of its offered-load process (open-loop-child.ts) over IPC. */
export interface OpenLoopRequest {
  base: string;
  paths: string[];
  rate: number;
  seconds: number;
  connections: number;
  options: OpenLoopOptions;
}

/** The offered-load process's one answer: the run's figures, or why it failed. */
export type OpenLoopReply = { type: 'result'; result: OpenLoopResult } | { type: 'failed'; error: string };
