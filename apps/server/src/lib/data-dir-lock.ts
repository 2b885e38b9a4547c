import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Options of {@link lockDataDir}. */
export interface DataDirLockOptions {
  /** How long (ms) to wait for another process to let go of the folder; 0 = do not wait. */
  waitMs: number;
  /** Called once when the folder is held by another process and we start waiting. */
  onWait?: (holderPid: number) => void;
}

/** The data folder is in use by another live process (a running server, or the admin command). */
export class DataDirBusy extends Error {
  constructor(dataDir: string, holderPid: number) {
    super(
      `The data folder ${dataDir} is in use by another Synthhub process (pid ${holderPid}: a running site or admin command); stop it first.`,
    );
  }
}

const POLL_MS = 200;

/** Whether a process with this pid exists (EPERM: it exists but is someone else's). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid written in the lock file, or null when there is none or it cannot be read. */
function holderOf(path: string): number | null {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the data folder's lock (`DATA_DIR/synthhub.pid`, created exclusively with our pid) so that
 * one process at a time opens the embedded PGlite database: a start right after a stop waits for the
 * old server to finish closing it instead of opening it alongside (docs/configuration.md: one PGlite
 * folder, one process). The lock of a process that no longer exists (killed, crashed) is taken over at
 * once. A pid lock rather than a refreshed one (docs/decisions/0020): PGlite keeps the event loop busy
 * for seconds at a time (migrations, the demo seed), which a timer-refreshed lock would read as dead.
 * Answers the release function (also run when the process exits). Throws {@link DataDirBusy} when a
 * live process still holds it after `waitMs` ms.
 */
export async function lockDataDir(
  dataDir: string,
  { waitMs, onWait }: DataDirLockOptions,
): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'synthhub.pid');
  const deadline = Date.now() + waitMs;
  let waiting = false;
  for (;;) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      // Two processes taking over the same dead holder's file at once: the later write wins, the other retries.
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (holderOf(path) !== process.pid) continue;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (holderOf(path) === process.pid) unlinkSync(path);
      };
      process.on('exit', release);
      return async () => release();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(path);
    if (holder === null || holder === process.pid || !isAlive(holder)) {
      try {
        unlinkSync(path); // a dead process's lock (or our own pid reused in a new container)
      } catch {
        // another process took it over first; try again
      }
      continue;
    }
    if (Date.now() >= deadline) throw new DataDirBusy(dataDir, holder);
    if (!waiting) onWait?.(holder);
    waiting = true;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
