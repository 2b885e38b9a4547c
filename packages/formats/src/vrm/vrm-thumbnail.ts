import type { VrmThumbnail } from './vrm-info.ts';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isIndex = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** Entry `index` of the top-level glTF array `key` (images, textures, bufferViews …), if it is an object. */
function entry(json: Json, key: string, index: unknown): Json | null {
  const list = json[key];
  if (!isIndex(index) || !Array.isArray(list)) return null;
  const item: unknown = list[index];
  return isObject(item) ? item : null;
}

/** PNG or JPEG from the magic bytes, else null. */
function sniffMime(bytes: Uint8Array): string | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Decodes a `data:<mime>;base64,…` URI (glTF allows images as data URIs); null for anything else. */
function fromDataUri(uri: string): { bytes: Uint8Array; mimeType: string | null } | null {
  const m = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(uri);
  if (!m?.[2]) return null;
  try {
    const binary = atob(m[3] ?? '');
    return { bytes: Uint8Array.from(binary, (c) => c.charCodeAt(0)), mimeType: m[1] || null };
  } catch {
    return null;
  }
}

/**
 * The bytes of `bufferViews[index]` when it lies inside the GLB's BIN chunk (buffer 0 without a
 * `uri`); null when it points elsewhere or past the end — a broken thumbnail never blocks a file.
 */
function bufferViewBytes(json: Json, bin: Uint8Array | null, index: unknown): Uint8Array | null {
  const view = entry(json, 'bufferViews', index);
  if (!view || !bin || view.buffer !== 0) return null;
  const buffer = entry(json, 'buffers', 0);
  if (!buffer || buffer.uri !== undefined) return null;
  const offset = view.byteOffset ?? 0;
  const length = view.byteLength;
  if (!isIndex(offset) || !isIndex(length) || offset + length > bin.byteLength) return null;
  return bin.slice(offset, offset + length);
}

/**
 * The image `images[index]` as a thumbnail (formats.md §4): its bufferView slice of the BIN chunk,
 * or a base64 data URI; the MIME type from `mimeType`, else sniffed (PNG/JPEG). Null when the index
 * or what it points to is missing or out of range, or the image is empty.
 */
export function imageThumbnail(json: Json, bin: Uint8Array | null, index: unknown): VrmThumbnail | null {
  const image = entry(json, 'images', index);
  if (!image) return null;
  let found: { bytes: Uint8Array; mimeType: string | null } | null = null;
  if (image.bufferView !== undefined) {
    const bytes = bufferViewBytes(json, bin, image.bufferView);
    found = bytes && { bytes, mimeType: null };
  } else if (typeof image.uri === 'string') {
    found = fromDataUri(image.uri);
  }
  if (!found || found.bytes.byteLength === 0) return null;
  const declared = typeof image.mimeType === 'string' && image.mimeType ? image.mimeType : null;
  const mimeType = declared ?? found.mimeType ?? sniffMime(found.bytes) ?? 'application/octet-stream';
  return { bytes: found.bytes, mimeType };
}

/**
 * The VRM 0.x thumbnail: `meta.texture` is an index into `textures`, whose `source` is the image
 * (formats.md §4). -1 or absent means none.
 */
export function textureThumbnail(
  json: Json,
  bin: Uint8Array | null,
  textureIndex: unknown,
): VrmThumbnail | null {
  const texture = entry(json, 'textures', textureIndex);
  return texture ? imageThumbnail(json, bin, texture.source) : null;
}
