import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { othersMs, type ProcessCpu, watchOtherLoad } from '../bench/other-load.ts';

// docs/decisions/0041: the bench reports the most CPU other processes took during an offered-load run.

const proc = (ppid: number, ms: number, postgres = false): ProcessCpu => ({ ppid, ms, postgres });

describe('bench other load', () => {
  it('leaves out the bench process, its descendants and PostgreSQL, and counts the rest', () => {
    const root = 100;
    const before = new Map([
      [100, proc(1, 1000)], // the bench
      [101, proc(100, 500)], // its server
      [102, proc(101, 0)], // a grandchild
      [200, proc(1, 50, true)], // a PostgreSQL backend
      [300, proc(1, 10)], // another process
    ]);
    const after = new Map([
      [100, proc(1, 1100)],
      [101, proc(100, 800)],
      [102, proc(101, 50)],
      [103, proc(100, 40)], // started in between: all its CPU is ours
      [200, proc(1, 150, true)],
      [300, proc(1, 210)],
    ]);
    // 100 + 300 + 50 + 40 ours, 100 PostgreSQL's: of 790 busy ms, 200 were another's.
    expect(othersMs(before, after, 790, root)).toBe(200);
    expect(othersMs(before, after, 100, root)).toBe(0);
  });

  it.skipIf(!existsSync('/proc/stat'))('sees a busy process that is not the bench’s', async () => {
    // A shell that starts a busy loop and exits at once: the loop is reparented to init, so it is
    // not a descendant of this process.
    const watch = watchOtherLoad(100);
    const shell = spawn(
      'sh',
      ['-c', `${process.execPath} -e "const e=Date.now()+800; while(Date.now()<e);" &`],
      {
        stdio: 'ignore',
      },
    );
    await new Promise((resolve) => shell.once('exit', resolve));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const peak = watch.stop();
    // About one core for 0.8 s; other work on the machine only adds to it.
    expect(peak).toBeGreaterThan(0.4);
  });
});
