import { readdirSync } from 'node:fs';
import { machineCpuMs, processCpu } from './measure.ts';

/** One process as measure.ts `processCpu` reads it: parent, CPU so far (ms), whether PostgreSQL's. */
export type ProcessCpu = NonNullable<ReturnType<typeof processCpu>>;

/** Every process's CPU so far, by pid; empty without /proc. */
function processes(): Map<number, ProcessCpu> {
  const all = new Map<number, ProcessCpu>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return all;
  }
  for (const pid of pids) {
    const cpu = processCpu(pid);
    if (cpu) all.set(Number(pid), cpu);
  }
  return all;
}

/** Whether `pid` is `root` or descends from it in `all`. */
function descends(all: Map<number, ProcessCpu>, pid: number, root: number): boolean {
  for (let p: number | undefined = pid, hops = 0; p !== undefined && p > 1 && hops < 64; hops += 1) {
    if (p === root) return true;
    p = all.get(p)?.ppid;
  }
  return false;
}

/**
 * The CPU (ms) that processes outside the bench took between two readings: `busyMs`, the
 * machine's busy time between them, less what `root` and its descendants and PostgreSQL's
 * processes took (one that started in between counts all its CPU). Never below 0.
 */
export function othersMs(
  before: Map<number, ProcessCpu>,
  after: Map<number, ProcessCpu>,
  busyMs: number,
  root: number,
): number {
  let ours = 0;
  for (const [pid, p] of after) {
    if (!p.postgres && !descends(after, pid, root)) continue;
    ours += p.ms - (before.get(pid)?.ms ?? 0);
  }
  return Math.max(0, busyMs - ours);
}

/**
 * Watches, every `intervalMs` (default 250), how much CPU the processes outside the bench take:
 * the machine's busy time (steal included) less this process and its descendants (the bench
 * server, the offered-load generator) and less PostgreSQL's processes (the bench's database; with
 * another database's work on the same server that is counted as ours, and so hidden). `stop()`
 * gives the most any one interval took, in cores (0 to the machine's count), or null without
 * /proc. A whole-run share (measure.ts "other load") hides a process that takes a core for a
 * fifth of a second, which is enough to queue an offered load (docs/decisions/0041).
 */
export function watchOtherLoad(intervalMs = 250): { stop(): number | null } {
  const root = process.pid;
  let machine = machineCpuMs();
  let before = processes();
  let at = performance.now();
  let peak: number | null = machine ? 0 : null;
  const timer = setInterval(() => {
    const nextMachine = machineCpuMs();
    const now = processes();
    const nextAt = performance.now();
    if (machine && nextMachine && now.size > 0) {
      const others = othersMs(before, now, nextMachine.busy - machine.busy, root) / (nextAt - at);
      peak = Math.max(peak ?? 0, others);
    }
    machine = nextMachine;
    before = now;
    at = nextAt;
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
