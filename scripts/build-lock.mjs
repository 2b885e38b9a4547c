// A lock file held while `npm start` builds the web app (docs/decisions/0048): several starts in
// one checkout (different PORT / DATA_DIR) must not build into one folder at once.
import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

/** How long a lock of another machine (a shared folder) counts as held without news, in ms. */
const FOREIGN_LOCK_STALE_MS = 30 * 60_000;

/**
 * Whether the lock at `path` was left by a process that is gone: its pid is not running on this
 * machine, its content is unreadable, or it comes from another machine and is older than 30 min.
 */
function isStale(path) {
  let owner;
  try {
    owner = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return false; // released meanwhile: just try again
    // Half-written by a process killed between open and write; give a live writer a moment.
    return Date.now() - statSync(path, { throwIfNoEntry: false })?.mtimeMs > 5_000;
  }
  if (owner.host !== hostname()) {
    return Date.now() - (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0) > FOREIGN_LOCK_STALE_MS;
  }
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    return error.code === 'ESRCH';
  }
}

/**
 * Takes the lock file `path` (created with O_EXCL, holding `{pid, host}`), waiting while another
 * live process holds it and taking over a stale one (its process is gone). Calls `onWait(owner)`
 * once when it has to wait. Resolves to a function that releases the lock. Rejects after
 * `timeoutMs` (default 15 min) of waiting, naming the lock file to delete if its owner is stuck.
 */
export async function acquireLock(path, { timeoutMs = 15 * 60_000, pollMs = 100, onWait } = {}) {
  const deadline = Date.now() + timeoutMs;
  let told = false;
  for (;;) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname() }));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    if (isStale(path)) {
      rmSync(path, { force: true });
      continue;
    }
    if (!told) {
      told = true;
      let owner = {};
      try {
        owner = JSON.parse(readFileSync(path, 'utf8'));
      } catch {
        // unreadable: the message names no pid
      }
      onWait?.(owner);
    }
    if (Date.now() > deadline) {
      throw new Error(
        `Gave up waiting for ${path}: if no build is running, delete that file and start again.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
