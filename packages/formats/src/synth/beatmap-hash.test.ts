/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { computeBeatmapHash, sha256Hex } from './beatmap-hash.ts';

const SYNTH_DIR = fileURLToPath(new URL('../../../../../shared/fixtures/real/synth/', import.meta.url));
const encode = (text: string) => new TextEncoder().encode(text);

describe('sha256Hex', () => {
  it('gives the FIPS 180-2 test vector for "abc"', async () => {
    expect(await sha256Hex(encode('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

describe('computeBeatmapHash (formats.md §1.6)', () => {
  it('hashes the text without BOM, with CRLF line endings', async () => {
    const crlf = await sha256Hex(encode('{\r\n  "Name": "x"\r\n}'));
    expect(await computeBeatmapHash(encode('\uFEFF{\n  "Name": "x"\n}'))).toBe(crlf);
    expect(await computeBeatmapHash(encode('{\r\n  "Name": "x"\r\n}'))).toBe(crlf);
    expect(await computeBeatmapHash(encode('{\n  "Name": "x"\r\n}'))).toBe(crlf);
  });

  it('changes with any change of the JSON text', async () => {
    const a = await computeBeatmapHash(encode('{"Name": "x"}'));
    expect(await computeBeatmapHash(encode('{"Name": "y"}'))).not.toBe(a);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });

  it('strips one BOM only, as File.ReadAllText does', async () => {
    const one = await computeBeatmapHash(encode('\uFEFFx'));
    expect(await computeBeatmapHash(encode('\uFEFF\uFEFFx'))).not.toBe(one);
  });
});

describe.skipIf(!existsSync(SYNTH_DIR))(
  'computeBeatmapHash on the real fixture (needs ../shared/fixtures/real)',
  () => {
    it('reproduces the published hash of synthriderz map 627 from the LF-stored ImHanSolo meta', async () => {
      const bytes = new Uint8Array(readFileSync(`${SYNTH_DIR}ImHanSolo-editor1.9.4.beatmap.meta.bin`));
      expect(bytes.includes(0x0d)).toBe(false);
      expect(await computeBeatmapHash(bytes)).toBe(
        'ccaa1247d0976b0f385e175f03e18ba2dd7a06f4f8d37d88badc2c8843aa43a5',
      );
    });
  },
);
