import { describe, expect, it } from 'vitest';
import { BackgroundTasks } from '../../lib/background.ts';
import { DownloadCounts } from './download-counts.ts';

const silent = { warn: () => {} } as unknown as ConstructorParameters<typeof BackgroundTasks>[0];

describe('DownloadCounts', () => {
  it('writes the downloads of one window in one batch, per beatmap, and a later window apart', async () => {
    const writes: [number, number][][] = [];
    const background = new BackgroundTasks(silent);
    const counts = new DownloadCounts(async (batch) => void writes.push([...batch]), background, 20);
    for (const id of [1, 2, 1, 1, 3]) counts.add(id);
    expect(writes).toEqual([]); // nothing written on the response path
    await background.settled();
    expect(writes).toEqual([
      [
        [1, 3],
        [2, 1],
        [3, 1],
      ],
    ]);
    counts.add(2);
    await background.settled();
    expect(writes[1]).toEqual([[2, 1]]);
  });

  it('logs a failed write and keeps counting', async () => {
    const warned: string[] = [];
    const log = { warn: (_: unknown, what: string) => warned.push(what) } as unknown as ConstructorParameters<
      typeof BackgroundTasks
    >[0];
    const background = new BackgroundTasks(log);
    let fail = true;
    const written: number[] = [];
    const counts = new DownloadCounts(
      async (batch) => {
        if (fail) throw new Error('database away');
        written.push(...batch.keys());
      },
      background,
      5,
    );
    counts.add(7);
    await background.settled();
    expect(warned).toEqual(['beatmap download counts failed']);
    fail = false;
    counts.add(8);
    await background.settled();
    expect(written).toEqual([8]);
  });
});
