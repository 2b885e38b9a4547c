import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { streamToTempFile } from './temp-files.ts';

// docs/decisions/0007: no temporary file outlives a failed upload.
const dir = mkdtempSync(join(tmpdir(), 'synthhub-temp-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('streamToTempFile', () => {
  it('leaves no file when the source fails before the file is even open', async () => {
    for (let i = 0; i < 20; i++) {
      const cut = new Readable({
        read() {
          this.destroy(new Error('the body ended before its closing boundary'));
        },
      });
      await expect(streamToTempFile(cut, dir, 'a.synth')).rejects.toThrow(/closing boundary/);
      expect(readdirSync(dir), `attempt ${i}`).toEqual([]);
    }
  });

  it('leaves no file when the source fails midway or is too large', async () => {
    const midway = Readable.from(
      (async function* () {
        yield Buffer.from('half a fi');
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('connection reset');
      })(),
    );
    await expect(streamToTempFile(midway, dir, 'a.synth')).rejects.toThrow('connection reset');
    const big = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
    await expect(
      streamToTempFile(big, dir, 'a.synth', { maxBytes: 1000, tooLarge: () => new Error('too large') }),
    ).rejects.toThrow('too large');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('keeps the file it received, with its size and SHA-256', async () => {
    const staged = await streamToTempFile(Readable.from([Buffer.from('hello')]), dir, 'a.synth');
    expect(staged).toMatchObject({
      filename: 'a.synth',
      size: 5,
      sha256: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
    });
    expect(readdirSync(dir)).toEqual([staged.path.split('/').at(-1)]);
    rmSync(staged.path);
  });
});
