import { VrmFormatError } from './vrm-format-error.ts';
import { JsonTooDeepError, parseJson } from '../json/parse-json.ts';

/** `glTF` read as a little-endian u32: the first 4 bytes of every GLB (formats.md §4). */
export const GLB_MAGIC = 0x46546c67;
/** The only GLB container version there is. */
export const GLB_VERSION = 2;
/** Chunk type of the JSON chunk, `JSON` as a little-endian u32. */
export const CHUNK_TYPE_JSON = 0x4e4f534a;
/** Chunk type of the binary buffer chunk, `BIN\0` as a little-endian u32. */
export const CHUNK_TYPE_BIN = 0x004e4942;

const HEADER_BYTES = 12;
const CHUNK_HEADER_BYTES = 8;

/** A parsed GLB: the JSON chunk as a value and the BIN chunk's bytes (a view, not a copy) or null. */
export interface Glb {
  json: Record<string, unknown>;
  bin: Uint8Array | null;
}

/**
 * Reads a glTF 2.0 binary container (formats.md §4; Khronos glTF 2.0 §4.4): the 12-byte header
 * (magic `glTF`, version 2, total length), chunk 0 of type JSON, an optional BIN chunk. Every
 * length is checked: the header's total must equal the file size and the chunks must tile the rest
 * exactly. Chunks of other types are skipped, as the glTF spec asks.
 * @throws VrmFormatError NOT_GLB, UNSUPPORTED_VERSION, LENGTH_MISMATCH, CHUNK_OVERRUN,
 *   MISSING_JSON_CHUNK or INVALID_JSON, each with a message naming the numbers that disagree.
 */
export function readGlb(bytes: Uint8Array): Glb {
  if (bytes.byteLength < HEADER_BYTES) {
    throw new VrmFormatError(
      'NOT_GLB',
      `This file is not a VRM: it is ${bytes.byteLength} bytes, shorter than the 12-byte glTF header.`,
    );
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== GLB_MAGIC) {
    throw new VrmFormatError(
      'NOT_GLB',
      'This file is not a VRM: it does not start with the glTF magic "glTF".',
    );
  }
  const version = view.getUint32(4, true);
  if (version !== GLB_VERSION) {
    throw new VrmFormatError(
      'UNSUPPORTED_VERSION',
      `This VRM uses glTF binary version ${version}; only version 2 is supported.`,
    );
  }
  const total = view.getUint32(8, true);
  if (total !== bytes.byteLength) {
    throw new VrmFormatError(
      'LENGTH_MISMATCH',
      `The glTF header says the file is ${total} bytes, but it is ${bytes.byteLength} bytes (truncated or padded).`,
    );
  }
  let at = HEADER_BYTES;
  let jsonChunk: Uint8Array | null = null;
  let bin: Uint8Array | null = null;
  for (let index = 0; at < total; index++) {
    if (at + CHUNK_HEADER_BYTES > total) {
      throw new VrmFormatError(
        'CHUNK_OVERRUN',
        `The glTF chunks do not add up: ${total - at} bytes are left at offset ${at}, too few for chunk ${index}'s 8-byte header.`,
      );
    }
    const length = view.getUint32(at, true);
    const type = view.getUint32(at + 4, true);
    const start = at + CHUNK_HEADER_BYTES;
    if (length > total - start) {
      throw new VrmFormatError(
        'CHUNK_OVERRUN',
        `glTF chunk ${index} says it holds ${length} bytes, but only ${total - start} bytes are left in the file.`,
      );
    }
    const data = bytes.subarray(start, start + length);
    if (index === 0) {
      if (type !== CHUNK_TYPE_JSON) {
        throw new VrmFormatError('MISSING_JSON_CHUNK', 'The first glTF chunk is not the JSON chunk.');
      }
      jsonChunk = data;
    } else if (type === CHUNK_TYPE_BIN && bin === null) {
      bin = data;
    }
    at = start + length;
  }
  if (!jsonChunk) throw new VrmFormatError('MISSING_JSON_CHUNK', 'The glTF file has no JSON chunk.');
  return { json: parseJsonChunk(jsonChunk), bin };
}

/** Decodes the JSON chunk (UTF-8, space padding allowed, a stray BOM tolerated) into an object. */
function parseJsonChunk(chunk: Uint8Array): Record<string, unknown> {
  let value: unknown;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(chunk).replace(/^\ufeff/, '');
    value = parseJson(text);
  } catch (error) {
    // Syntax errors keep the short message; too deep a nesting says so.
    const detail = error instanceof JsonTooDeepError ? ` (${error.message})` : '';
    throw new VrmFormatError('INVALID_JSON', `The glTF JSON chunk is not valid JSON${detail}.`, {
      cause: error,
    });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new VrmFormatError('INVALID_JSON', 'The glTF JSON chunk does not hold a JSON object.');
  }
  return value as Record<string, unknown>;
}

const pad4 = (n: number) => (4 - (n % 4)) % 4;

/**
 * Writes a GLB (for tests and demo content): the header, the JSON chunk (padded with spaces) and,
 * when `bin` is given, the BIN chunk (padded with zeros), each chunk 4-byte aligned as glTF asks.
 */
export function writeGlb(input: { json: unknown; bin?: Uint8Array | null }): Uint8Array {
  const jsonBytes = new TextEncoder().encode(JSON.stringify(input.json));
  const jsonLength = jsonBytes.length + pad4(jsonBytes.length);
  const bin = input.bin ?? null;
  const binLength = bin ? bin.length + pad4(bin.length) : 0;
  const total = HEADER_BYTES + CHUNK_HEADER_BYTES + jsonLength + (bin ? CHUNK_HEADER_BYTES + binLength : 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint32(0, GLB_MAGIC, true);
  view.setUint32(4, GLB_VERSION, true);
  view.setUint32(8, total, true);
  view.setUint32(12, jsonLength, true);
  view.setUint32(16, CHUNK_TYPE_JSON, true);
  out.set(jsonBytes, 20);
  out.fill(0x20, 20 + jsonBytes.length, 20 + jsonLength);
  if (bin) {
    const at = 20 + jsonLength;
    view.setUint32(at, binLength, true);
    view.setUint32(at + 4, CHUNK_TYPE_BIN, true);
    out.set(bin, at + CHUNK_HEADER_BYTES);
  }
  return out;
}
