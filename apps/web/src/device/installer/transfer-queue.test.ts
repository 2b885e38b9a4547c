import { describe, expect, it } from 'vitest';
import { TRANSFER_CONCURRENCY, type TransferContext, TransferQueue } from './transfer-queue.ts';

/** A job that runs until the test settles it, and records how many run at once. */
function controllable() {
  let running = 0;
  let maxRunning = 0;
  const started: string[] = [];
  const gates = new Map<string, { resolve: () => void; reject: (e: Error) => void; ctx: TransferContext }>();
  const job = (id: string) => ({
    id,
    label: `Item ${id}`,
    run: (ctx: TransferContext) =>
      new Promise<void>((resolve, reject) => {
        running++;
        maxRunning = Math.max(maxRunning, running);
        started.push(id);
        const finish = () => running--;
        gates.set(id, {
          ctx,
          resolve: () => (finish(), resolve()),
          reject: (e) => (finish(), reject(e)),
        });
        ctx.signal.addEventListener('abort', () => (finish(), reject(ctx.signal.reason)));
      }),
  });
  const tick = () => new Promise((r) => setTimeout(r, 0));
  return { job, gates, started, tick, max: () => maxRunning, running: () => running };
}

describe('TransferQueue (spec §4 "Device"; design.md §4)', () => {
  it('never runs more than 5 at once, and runs them all in order', async () => {
    const q = new TransferQueue();
    const c = controllable();
    const done = Array.from({ length: 12 }, (_, i) => q.add(c.job(String(i))));
    await c.tick();
    expect(c.started).toEqual(['0', '1', '2', '3', '4']);
    expect(q.pending).toBe(12);
    expect(q.snapshot().filter((t) => t.state === 'running')).toHaveLength(TRANSFER_CONCURRENCY);
    for (let i = 0; i < 12; i++) {
      await c.tick();
      c.gates.get(String(i))?.resolve();
      await c.tick();
    }
    const results = await Promise.all(done);
    expect(results.every((t) => t.state === 'done')).toBe(true);
    expect(c.max()).toBe(5);
    expect(c.started).toEqual(Array.from({ length: 12 }, (_, i) => String(i)));
    expect(q.pending).toBe(0);
  });

  it('reports progress in bytes and notifies subscribers with new snapshots', async () => {
    const q = new TransferQueue();
    const c = controllable();
    const seen: (readonly unknown[])[] = [];
    q.subscribe(() => seen.push(q.snapshot()));
    const done = q.add(c.job('a'));
    await c.tick();
    c.gates.get('a')!.ctx.onProgress(512, 2048);
    expect(q.get('a')).toMatchObject({ state: 'running', loaded: 512, total: 2048 });
    c.gates.get('a')!.ctx.onProgress(2048);
    expect(q.get('a')).toMatchObject({ loaded: 2048, total: 2048 });
    c.gates.get('a')!.resolve();
    expect(await done).toMatchObject({ state: 'done', loaded: 2048 });
    expect(new Set(seen).size).toBe(seen.length); // every change is a new array
  });

  it('cancels a running transfer (its signal aborts) and drops a queued one before it starts', async () => {
    const q = new TransferQueue({ concurrency: 1 });
    const c = controllable();
    const first = q.add(c.job('first'));
    const second = q.add(c.job('second'));
    await c.tick();
    q.cancel('second');
    q.cancel('first');
    expect(c.gates.get('first')!.ctx.signal.aborted).toBe(true);
    expect((await first).state).toBe('cancelled');
    expect((await second).state).toBe('cancelled');
    await q.onIdle();
    expect(c.started).toEqual(['first']);
    expect(q.pending).toBe(0);
  });

  it('keeps each error on its own transfer, and retry runs it again', async () => {
    const q = new TransferQueue();
    let attempts = 0;
    const flaky = {
      id: 'flaky',
      label: 'Flaky',
      run: async () => {
        attempts++;
        if (attempts === 1) throw new Error('No space left on device');
      },
    };
    const fine = { id: 'fine', label: 'Fine', run: async () => {} };
    const [bad, good] = await Promise.all([q.add(flaky), q.add(fine)]);
    expect(bad).toMatchObject({ state: 'failed', error: 'No space left on device' });
    expect(good.state).toBe('done');
    expect(() => q.retry('fine')).toThrow(/cannot be retried/);
    const again = await q.retry('flaky');
    expect(again.state).toBe('done');
    expect(again.error).toBeUndefined();
    expect(attempts).toBe(2);
  });

  it('does not queue the same item twice while it is in flight; clearFinished forgets the rest', async () => {
    const q = new TransferQueue();
    const c = controllable();
    const a = q.add(c.job('same'));
    const b = q.add(c.job('same'));
    expect(b).toBe(a);
    await c.tick();
    c.gates.get('same')!.resolve();
    await a;
    expect(q.snapshot()).toHaveLength(1);
    q.clearFinished();
    expect(q.snapshot()).toEqual([]);
  });

  it('cancelAll aborts everything in flight', async () => {
    const q = new TransferQueue();
    const c = controllable();
    const all = ['x', 'y', 'z'].map((id) => q.add(c.job(id)));
    await c.tick();
    q.cancelAll();
    expect((await Promise.all(all)).map((t) => t.state)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(c.running()).toBe(0);
  });
});
