/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import { buildVrm } from './build-vrm.ts';
import { CHUNK_TYPE_BIN, CHUNK_TYPE_JSON, writeGlb } from './glb.ts';
import { readVrm } from './read-vrm.ts';
import { VrmFormatError, type VrmFormatErrorCode } from './vrm-format-error.ts';

const PNG = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3);
const good = () =>
  buildVrm({
    specVersion: '1.0',
    name: 'Good',
    authors: ['A'],
    thumbnail: { bytes: PNG, mimeType: 'image/png' },
  });
const u32 = (bytes: Uint8Array, at: number) =>
  new DataView(bytes.buffer, bytes.byteOffset).getUint32(at, true);
const setU32 = (bytes: Uint8Array, at: number, value: number) => {
  new DataView(bytes.buffer, bytes.byteOffset).setUint32(at, value, true);
  return bytes;
};

/** A GLB assembled by hand from raw chunks, with the header's total length set right. */
function glbOf(chunks: { type: number; data: Uint8Array }[]): Uint8Array {
  const total = 12 + chunks.reduce((n, c) => n + 8 + c.data.length, 0);
  const out = new Uint8Array(total);
  setU32(out, 0, 0x46546c67);
  setU32(out, 4, 2);
  setU32(out, 8, total);
  let at = 12;
  for (const c of chunks) {
    setU32(out, at, c.data.length);
    setU32(out, at + 4, c.type);
    out.set(c.data, at + 8);
    at += 8 + c.data.length;
  }
  return out;
}

function expectCode(bytes: Uint8Array, code: VrmFormatErrorCode): VrmFormatError {
  try {
    readVrm(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(VrmFormatError);
    expect((error as VrmFormatError).code).toBe(code);
    return error as VrmFormatError;
  }
  throw new Error(`readVrm accepted a file that should fail with ${code}`);
}

describe('readVrm rejections (formats.md §4)', () => {
  it('accepts the baseline these cases break', () => {
    expect(readVrm(good()).name).toBe('Good');
  });

  it('NOT_GLB: too short, or no glTF magic', () => {
    expect(expectCode(new Uint8Array(5), 'NOT_GLB').message).toBe(
      'This file is not a VRM: it is 5 bytes, shorter than the 12-byte glTF header.',
    );
    const zip = new Uint8Array(64);
    zip.set([0x50, 0x4b, 0x03, 0x04]);
    expect(expectCode(zip, 'NOT_GLB').message).toBe(
      'This file is not a VRM: it does not start with the glTF magic "glTF".',
    );
  });

  it('UNSUPPORTED_VERSION: a glTF 1.0 binary header', () => {
    expect(expectCode(setU32(good(), 4, 1), 'UNSUPPORTED_VERSION').message).toBe(
      'This VRM uses glTF binary version 1; only version 2 is supported.',
    );
  });

  it('LENGTH_MISMATCH: the header total is not the file size (truncated or padded)', () => {
    const bytes = good();
    const truncated = bytes.slice(0, bytes.length - 4);
    expect(expectCode(truncated, 'LENGTH_MISMATCH').message).toBe(
      `The glTF header says the file is ${bytes.length} bytes, but it is ${bytes.length - 4} bytes (truncated or padded).`,
    );
    const padded = new Uint8Array(bytes.length + 8);
    padded.set(bytes);
    expectCode(padded, 'LENGTH_MISMATCH');
  });

  it('CHUNK_OVERRUN: a chunk length that runs past the end of the file', () => {
    const bytes = good();
    const jsonLength = u32(bytes, 12);
    const lying = setU32(bytes.slice(), 12, jsonLength + 4096);
    expect(expectCode(lying, 'CHUNK_OVERRUN').message).toBe(
      `glTF chunk 0 says it holds ${jsonLength + 4096} bytes, but only ${bytes.length - 20} bytes are left in the file.`,
    );
    const binAt = 20 + jsonLength;
    const lyingBin = setU32(bytes.slice(), binAt, u32(bytes, binAt) + 1);
    expect(expectCode(lyingBin, 'CHUNK_OVERRUN').message).toMatch(/^glTF chunk 1 says it holds/);
    expect(u32(bytes, binAt + 4)).toBe(CHUNK_TYPE_BIN);
  });

  it('CHUNK_OVERRUN: chunk lengths that fall short, leaving bytes no chunk accounts for', () => {
    const bytes = good();
    const jsonLength = u32(bytes, 12);
    const binAt = 20 + jsonLength;
    const binLength = u32(bytes, binAt);
    // BIN now claims 4 bytes less: 4 stray bytes remain, too few for another chunk header.
    const short = setU32(bytes.slice(), binAt, binLength - 4);
    expect(expectCode(short, 'CHUNK_OVERRUN').message).toBe(
      `The glTF chunks do not add up: 4 bytes are left at offset ${bytes.length - 4}, too few for chunk 2's 8-byte header.`,
    );
    // 8 bytes less: the thumbnail's last 8 bytes are read as a chunk header that lies.
    const shorter = setU32(bytes.slice(), binAt, binLength - 8);
    expect(expectCode(shorter, 'CHUNK_OVERRUN').message).toMatch(
      /^glTF chunk 2 says it holds \d+ bytes, but only 0 bytes/,
    );
  });

  it('MISSING_JSON_CHUNK: no chunks at all, or BIN first', () => {
    expect(expectCode(glbOf([]), 'MISSING_JSON_CHUNK').message).toBe('The glTF file has no JSON chunk.');
    expect(
      expectCode(glbOf([{ type: CHUNK_TYPE_BIN, data: new Uint8Array(4) }]), 'MISSING_JSON_CHUNK').message,
    ).toBe('The first glTF chunk is not the JSON chunk.');
  });

  it('INVALID_JSON: the JSON chunk is not JSON, not UTF-8, or not an object', () => {
    const text = (s: string) => new TextEncoder().encode(s);
    const error = expectCode(
      glbOf([{ type: CHUNK_TYPE_JSON, data: text('{"asset": nope}') }]),
      'INVALID_JSON',
    );
    expect(error.message).toBe('The glTF JSON chunk is not valid JSON.');
    expect(error.cause).toBeInstanceOf(SyntaxError);
    expectCode(
      glbOf([{ type: CHUNK_TYPE_JSON, data: Uint8Array.of(0x7b, 0xff, 0x7d, 0x20) }]),
      'INVALID_JSON',
    );
    expect(
      expectCode(glbOf([{ type: CHUNK_TYPE_JSON, data: text('[1,2]   ') }]), 'INVALID_JSON').message,
    ).toBe('The glTF JSON chunk does not hold a JSON object.');
  });

  it('NOT_VRM: a plain glTF model, or a VRM extension without meta', () => {
    const plain = writeGlb({ json: { asset: { version: '2.0' }, extensions: { KHR_x: {} } } });
    expect(expectCode(plain, 'NOT_VRM').message).toBe(
      'This glTF file is not a VRM avatar: it has neither extensions.VRM (VRM 0.x) nor extensions.VRMC_vrm (VRM 1.0).',
    );
    const noMeta = writeGlb({
      json: { asset: { version: '2.0' }, extensions: { VRM: { specVersion: '0.0' } } },
    });
    expect(expectCode(noMeta, 'NOT_VRM').message).toBe("This VRM's extensions.VRM has no meta object.");
  });
});
