import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isDeviceError, type DeviceErrorCode } from '../errors.ts';
import type { DeviceFs } from '../types.ts';

/** One adapter on a fresh, empty device, as the contract suite needs it. */
export interface DeviceFsHarness {
  fs: DeviceFs;
  /**
   * Every file and folder (folders end in `/`) in the backing store, temporary files included, and
   * also those *outside* the adapter's root (its parent folder, or the whole fake device), sorted.
   * The suite compares these snapshots to prove that nothing was written or left behind.
   */
  snapshot(): Promise<string[]>;
  /** The permission bits and mtime (whole seconds) the device stores for a file (setMode/setMtime devices). */
  stat?(path: string): Promise<{ mode: number; mtimeS: number }>;
  /** Releases the harness (closes connections, deletes folders). */
  dispose(): Promise<void>;
}

/** Bytes 0..n-1 mod 251, a pattern that shows misplaced chunks. */
export function patternBytes(size: number, seed = 0): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i + seed) % 251;
  return bytes;
}

/**
 * A Blob whose stream hands out `before` bytes in 16 KiB chunks and then fails (`fail`) or hangs
 * until cancelled (`hang`): a download that breaks or stalls half way.
 */
export class BrokenBlob extends Blob {
  readonly #bytes: Uint8Array<ArrayBuffer>;
  readonly #before: number;
  readonly #how: 'fail' | 'hang';

  constructor(bytes: Uint8Array<ArrayBuffer>, before: number, how: 'fail' | 'hang') {
    super([bytes]);
    this.#bytes = bytes;
    this.#before = before;
    this.#how = how;
  }

  override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
    let offset = 0;
    return new ReadableStream<Uint8Array<ArrayBuffer>>({
      pull: (controller) => {
        if (offset < this.#before) {
          const end = Math.min(offset + 16 * 1024, this.#before);
          controller.enqueue(this.#bytes.slice(offset, end));
          offset = end;
          return;
        }
        if (this.#how === 'fail') {
          controller.error(new Error('network error while downloading'));
          return;
        }
        return new Promise<void>(() => {});
      },
    });
  }
}

async function expectDeviceError(promise: Promise<unknown>, code: DeviceErrorCode): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(isDeviceError(error), `expected DeviceError ${code}, got ${String(error)}`).toBe(true);
  expect((error as { code: string }).code).toBe(code);
}

async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}

/**
 * The DeviceFs contract (design.md §4, device-notes §5.4 item 2): one suite every adapter
 * runs — the in-memory fs, the File System Access adapter on an OPFS handle in Chromium, and the
 * ADB adapter on the fake daemon under the real @yume-chan/adb classes. It covers list (files only,
 * a missing folder is empty), write with mode and mtime as `capabilities` allow, read back, remove
 * (idempotent), a failed or aborted write leaving nothing, and paths that try to climb out.
 */
export function describeDeviceFsContract(name: string, makeHarness: () => Promise<DeviceFsHarness>): void {
  describe(`DeviceFs contract: ${name}`, () => {
    let h: DeviceFsHarness;
    let fs: DeviceFs;
    beforeEach(async () => {
      h = await makeHarness();
      fs = h.fs;
    });
    afterEach(async () => {
      await h?.dispose();
    });

    it('lists only the files of a folder, with their sizes; a missing folder lists as []', async () => {
      await fs.write('CustomSongs/a.synth', new Blob([patternBytes(10)]));
      await fs.write('CustomSongs/b.synth', new Blob([patternBytes(70_000)]));
      await fs.write('CustomSongs/Sub/c.synth', new Blob([patternBytes(3)]));
      const entries = (await fs.list('CustomSongs')).sort((x, y) => x.name.localeCompare(y.name));
      expect(entries.map(({ name, size }) => ({ name, size }))).toEqual([
        { name: 'a.synth', size: 10 },
        { name: 'b.synth', size: 70_000 },
      ]);
      expect(await fs.list('Missing')).toEqual([]);
      expect(await fs.list('Missing/Deeper')).toEqual([]);
      expect(await fs.list('CustomSongs/a.synth')).toEqual([]);
      expect((await fs.list('')).map((e) => e.name)).toEqual([]);
    });

    it('reads back the exact bytes it wrote, across many chunks, and overwrites in place', async () => {
      const big = patternBytes(300_000, 7);
      await fs.write('CustomSongs/big.synth', new Blob([big]));
      expect(await bytesOf(await fs.read('CustomSongs/big.synth'))).toEqual(big);
      await fs.write('CustomSongs/big.synth', new Blob([patternBytes(5, 1)]));
      expect(await bytesOf(await fs.read('CustomSongs/big.synth'))).toEqual(patternBytes(5, 1));
      expect((await fs.list('CustomSongs')).map((e) => [e.name, e.size])).toEqual([['big.synth', 5]]);
      await fs.write('CustomSongs/empty.synth', new Blob([]));
      expect((await fs.read('CustomSongs/empty.synth')).size).toBe(0);
    });

    it('writes with mode and mtime where the device allows it', async () => {
      const mtimeMs = Date.UTC(2024, 4, 17, 12, 30, 45, 678);
      const before = Date.now();
      await fs.write('CustomSongs/dated.synth', new Blob([patternBytes(100)]), { mtimeMs, mode: 0o666 });
      const after = Date.now();
      const [entry] = await fs.list('CustomSongs');
      if (fs.capabilities.setMtime) {
        expect(entry!.mtimeMs).toBe(Date.UTC(2024, 4, 17, 12, 30, 45));
        if (h.stat) expect((await h.stat('CustomSongs/dated.synth')).mtimeS).toBe(Math.floor(mtimeMs / 1000));
      } else {
        expect(entry!.mtimeMs).toBeGreaterThanOrEqual(before - 2000);
        expect(entry!.mtimeMs).toBeLessThanOrEqual(after + 2000);
      }
      if (fs.capabilities.setMode && h.stat) {
        expect((await h.stat('CustomSongs/dated.synth')).mode & 0o777).toBe(0o666);
      }
    });

    it('reports progress that grows to the file size', async () => {
      const seen: number[] = [];
      await fs.write('CustomSongs/p.synth', new Blob([patternBytes(200_000)]), {
        onProgress: (n) => seen.push(n),
      });
      expect(seen.length).toBeGreaterThan(0);
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
      expect(seen[seen.length - 1]).toBe(200_000);
    });

    it('creates missing folders, tells files and folders that exist, and mkdir is idempotent', async () => {
      await fs.write('SynthRidersUC/CustomStages/Neon.stage', new Blob([patternBytes(4)]));
      expect(await fs.exists('SynthRidersUC/CustomStages')).toBe(true);
      expect(await fs.exists('SynthRidersUC/CustomStages/Neon.stage')).toBe(true);
      expect(await fs.exists('SynthRidersUC/CustomStages/Nope.stage')).toBe(false);
      expect(await fs.exists('Nowhere/at/all')).toBe(false);
      expect(await fs.exists('')).toBe(true);
      await fs.mkdir('SynthRidersUC/Avatars/Deep');
      await fs.mkdir('SynthRidersUC/Avatars/Deep');
      expect(await fs.exists('SynthRidersUC/Avatars/Deep')).toBe(true);
      expect(await fs.list('SynthRidersUC/Avatars/Deep')).toEqual([]);
    });

    it('removes a file; removing it again, or in a missing folder, is fine; it refuses a folder', async () => {
      await fs.write('CustomSongs/gone.synth', new Blob([patternBytes(9)]));
      await fs.write('CustomSongs/kept.synth', new Blob([patternBytes(9)]));
      await fs.remove('CustomSongs/gone.synth');
      expect((await fs.list('CustomSongs')).map((e) => e.name)).toEqual(['kept.synth']);
      await fs.remove('CustomSongs/gone.synth');
      await fs.remove('Missing/gone.synth');
      expect(await fs.exists('CustomSongs/gone.synth')).toBe(false);
      await fs.mkdir('CustomSongs/Folder');
      await expectDeviceError(fs.remove('CustomSongs/Folder'), 'Io');
      expect(await fs.exists('CustomSongs/Folder')).toBe(true);
    });

    it('rejects reading a missing file with NotFound and keeps working afterwards', async () => {
      await expectDeviceError(fs.read('CustomSongs/missing.synth'), 'NotFound');
      await expectDeviceError(fs.read('Missing/missing.synth'), 'NotFound');
      await fs.write('CustomSongs/after.synth', new Blob([patternBytes(3)]));
      expect(await bytesOf(await fs.read('CustomSongs/after.synth'))).toEqual(patternBytes(3));
    });

    it('leaves nothing behind when the source fails half way, not even the temporary file', async () => {
      await fs.mkdir('CustomSongs');
      const before = await h.snapshot();
      const bytes = patternBytes(200_000);
      await expect(
        fs.write('CustomSongs/broken.synth', new BrokenBlob(bytes, 100_000, 'fail')),
      ).rejects.toSatisfy((e) => isDeviceError(e));
      expect(await h.snapshot()).toEqual(before);
      await fs.write('CustomSongs/next.synth', new Blob([bytes]));
      expect((await fs.read('CustomSongs/next.synth')).size).toBe(200_000);
    });

    it('keeps the old file intact when overwriting it fails', async () => {
      await fs.write('CustomSongs/same.synth', new Blob([patternBytes(1000, 3)]));
      const before = await h.snapshot();
      await expect(
        fs.write('CustomSongs/same.synth', new BrokenBlob(patternBytes(90_000), 40_000, 'fail')),
      ).rejects.toSatisfy((e) => isDeviceError(e));
      expect(await h.snapshot()).toEqual(before);
      expect(await bytesOf(await fs.read('CustomSongs/same.synth'))).toEqual(patternBytes(1000, 3));
    });

    it('rejects with Cancelled and leaves nothing behind when aborted mid-write', async () => {
      await fs.mkdir('CustomSongs');
      const before = await h.snapshot();
      const controller = new AbortController();
      const write = fs.write(
        'CustomSongs/stalled.synth',
        new BrokenBlob(patternBytes(100_000), 50_000, 'hang'),
        {
          signal: controller.signal,
          onProgress: (loaded) => {
            if (loaded >= 32 * 1024) controller.abort();
          },
        },
      );
      await expectDeviceError(write, 'Cancelled');
      expect(await h.snapshot()).toEqual(before);
      expect(await fs.list('CustomSongs')).toEqual([]);
    });

    it('writes nothing when the signal is already aborted', async () => {
      const before = await h.snapshot();
      const controller = new AbortController();
      controller.abort();
      await expectDeviceError(
        fs.write('CustomSongs/never.synth', new Blob([patternBytes(10)]), { signal: controller.signal }),
        'Cancelled',
      );
      expect(await h.snapshot()).toEqual(before);
    });

    it('refuses paths that try to climb out, and writes nothing anywhere', async () => {
      await fs.mkdir('CustomSongs');
      const before = await h.snapshot();
      const evil = [
        '../x.synth',
        'CustomSongs/../../x.synth',
        'a/../../x.synth',
        '/abs.synth',
        '..\\x.synth',
        'CustomSongs\\..\\..\\x.synth',
        'CustomSongs//x.synth',
        'CustomSongs/.. ',
        'C:x.synth',
        'x\u0000.synth',
        '',
        '.',
      ];
      for (const path of evil) {
        await expectDeviceError(fs.write(path, new Blob([patternBytes(5)])), 'InvalidPath');
        await expectDeviceError(fs.remove(path), 'InvalidPath');
        await expectDeviceError(fs.read(path), 'InvalidPath');
      }
      await expectDeviceError(fs.list('..'), 'InvalidPath');
      await expectDeviceError(fs.list('/'), 'InvalidPath');
      await expectDeviceError(fs.exists('../CustomSongs'), 'InvalidPath');
      await expectDeviceError(fs.mkdir('../Outside'), 'InvalidPath');
      expect(await h.snapshot()).toEqual(before);
    });
  });
}
