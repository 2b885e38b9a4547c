import { readdirSync, readFileSync } from 'node:fs';
import { machineCpuMs } from './measure.ts';

/** USER_HZ: the unit of utime/stime in /proc/<pid>/stat (measure.ts reads /proc/stat in it too). */
const CLOCK_TICKS_PER_S = 100;

/** One process as /proc/<pid>/stat shows it: parent, CPU so far (ms), and whether it is PostgreSQL. */
export interface ProcessCpu {
  ppid: number;
  ms: number;
  postgres: boolean;
}

/** Every process's CPU so far, by pid; empty without /proc. */
export function processes(): Map<number, ProcessCpu> {
  const all = new Map<number, ProcessCpu>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return all;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      all.set(Number(pid), {
        ppid: Number(fields[1]),
        ms: ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S,
        postgres: stat.includes('(postgres)'),
      });
    } catch {
      // the process ended while we read
    }
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
 * fifth of a second, which is enough to queue an offered load (docs/decisions/0043).
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
