import { describe, expect, it } from 'vitest';
import { runDemoQueue } from './demo-queue.ts';

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 5));

describe('runDemoQueue', () => {
  it('makes the numbers not skipped, at most `concurrency` at a time, and reports each', async () => {
    let running = 0;
    let peak = 0;
    const made: [number, number][] = [];
    const count = await runDemoQueue(
      10,
      6,
      async (n) => {
        peak = Math.max(peak, ++running);
        await tick();
        running--;
        return n * 100;
      },
      { skip: new Set([11, 14]), onMade: async (n, id) => void made.push([n, id]) },
      2,
    );
    expect(count).toBe(4);
    expect(peak).toBe(2);
    expect(made.sort((a, b) => a[0] - b[0])).toEqual([
      [10, 1000],
      [12, 1200],
      [13, 1300],
      [15, 1500],
    ]);
  });

  it('starts nothing new once aborted, and settles after the items under way', async () => {
    const controller = new AbortController();
    const finished: number[] = [];
    const count = await runDemoQueue(
      0,
      20,
      async (n) => {
        if (n === 1) controller.abort();
        await tick();
        finished.push(n);
        return n;
      },
      { signal: controller.signal },
      4,
    );
    // Item 1 aborts as it starts: the other two workers see that before taking item 2.
    expect(finished.sort((a, b) => a - b)).toEqual([0, 1]);
    expect(count).toBe(2);
  });

  it('rejects with the first failure only when no item is under way any more', async () => {
    const finished: number[] = [];
    const run = runDemoQueue(
      0,
      20,
      async (n) => {
        if (n === 0) throw new Error('upload 0 failed');
        await tick();
        finished.push(n);
        return n;
      },
      {},
      3,
    );
    await expect(run).rejects.toThrow('upload 0 failed');
    // Items 1 and 2 had started beside item 0: they finished before the rejection; none started after.
    expect(finished.sort((a, b) => a - b)).toEqual([1, 2]);
  });
});
