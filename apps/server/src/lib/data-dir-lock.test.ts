import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirBusy, lockDataDir } from './data-dir-lock.ts';

// One process at a time on a data folder (lib/data-dir-lock.ts): a start waits for the old server,
// the admin command refuses, a killed holder's lock is taken over. The holder is another process,
// as it is in use (a process never contends with itself).
const dirs: string[] = [];
const children: ChildProcess[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'synthhub-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  children.forEach((child) => child.kill('SIGKILL'));
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

/** A child process that takes the lock, then exits normally after `exitAfterMs` (or runs until killed). */
async function holder(dir: string, exitAfterMs?: number): Promise<ChildProcess> {
  const lib = join(import.meta.dirname, 'data-dir-lock.ts');
  const script = `import(${JSON.stringify(lib)}).then(async (m) => {
    await m.lockDataDir(${JSON.stringify(dir)}, { waitMs: 0 });
    console.log('locked');
    ${exitAfterMs === undefined ? 'setInterval(() => {}, 1000);' : `setTimeout(() => process.exit(0), ${exitAfterMs});`}
  })`;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((done) => child.stdout!.on('data', (c) => String(c).includes('locked') && done()));
  return child;
}

describe('lockDataDir', () => {
  it('refuses at once while a live process holds it, naming that process; its exit frees the folder', async () => {
    const dir = freshDir();
    const other = await holder(dir, 1_500);
    const refused = lockDataDir(dir, { waitMs: 0 });
    await expect(refused).rejects.toThrow(DataDirBusy);
    await expect(refused).rejects.toThrow(`(pid ${other.pid}: a running site or admin command)`);
    // Its normal end (process.exit) removes the file.
    await new Promise((done) => other.once('exit', done));
    expect(existsSync(join(dir, 'synthhub.pid'))).toBe(false);
    const release = await lockDataDir(dir, { waitMs: 0 });
    expect(existsSync(join(dir, 'synthhub.pid'))).toBe(true);
    await release();
    expect(existsSync(join(dir, 'synthhub.pid'))).toBe(false);
  });

  it('waits for the holder to let go, saying so once', async () => {
    const dir = freshDir();
    const other = await holder(dir, 800);
    const waits: number[] = [];
    const started = Date.now();
    const release = await lockDataDir(dir, { waitMs: 20_000, onWait: (pid) => waits.push(pid) });
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(waits).toEqual([other.pid]);
    await release();
  });

  it('takes over the lock of a killed process at once', async () => {
    const dir = freshDir();
    const other = await holder(dir);
    other.kill('SIGKILL');
    await new Promise((done) => other.once('exit', done));
    expect(existsSync(join(dir, 'synthhub.pid'))).toBe(true); // left behind
    const started = Date.now();
    const release = await lockDataDir(dir, { waitMs: 0 });
    expect(Date.now() - started).toBeLessThan(1_000);
    await release();
  });
});
