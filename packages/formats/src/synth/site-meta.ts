import { replaceZipEntry } from '../zip/replace-entry.ts';
import { isJsonObject } from './json-fields.ts';
import { decodeBomText } from './parse-track-data.ts';
import { parseJson } from '../json/parse-json.ts';

/** Name of the entry synthriderz.com adds to every download (formats.md §1.1, §6.4). */
export const SITE_META_ENTRY = 'synthriderz.meta.json';

/** The content of `synthriderz.meta.json`: the site's beatmap id and the map hash (formats.md §1.1). */
export interface SiteMeta {
  /** Beatmap id on the site, a positive integer. */
  id: number;
  /** Map hash, 64 lowercase hex characters (formats.md §1.6). */
  hash: string;
}

/** Fixed entry time, so a download's bytes (and so its ETag) depend only on the file, id and hash. */
const SITE_META_MODIFIED = new Date(Date.UTC(2020, 0, 1));

function validSiteMeta(id: unknown, hash: unknown): SiteMeta | null {
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
  if (typeof hash !== 'string' || !/^[0-9a-fA-F]{64}$/.test(hash)) return null;
  return { id, hash: hash.toLowerCase() };
}

/**
 * Parses `synthriderz.meta.json` bytes (UTF-8 or UTF-16 with BOM). Returns `{id, hash}` (hash
 * lower-cased) when it holds a positive integer `id` and a 64-hex `hash`; other keys are ignored
 * (the full schema is unknown, formats.md §9.2). Returns null for anything else; never throws.
 */
export function parseSiteMeta(bytes: Uint8Array): SiteMeta | null {
  try {
    const json: unknown = parseJson(decodeBomText(bytes));
    return isJsonObject(json) ? validSiteMeta(json.id, json.hash) : null;
  } catch {
    return null;
  }
}

/**
 * Returns a copy of a `.synth` with `synthriderz.meta.json` = `{"id":<id>,"hash":"<hash>"}` (as
 * site downloads carry it; formats.md §1.1, §6.4), by zip surgery: every other entry's bytes are
 * kept exactly (AES-encrypted `beatmap.meta.bin` included), an existing `synthriderz.meta.json` is
 * replaced, the new entry is stored with a fixed timestamp, and the central directory is
 * rewritten. Deterministic: the same input gives the same bytes, and applying it twice equals
 * applying it once. Throws `RangeError` for an invalid id or hash, `ArchiveError` for a non-zip.
 */
export function withSiteMeta(zipBytes: Uint8Array, meta: SiteMeta): Uint8Array {
  const valid = validSiteMeta(meta.id, meta.hash);
  if (!valid) throw new RangeError('withSiteMeta: id must be a positive integer and hash 64 hex characters.');
  const bytes = new TextEncoder().encode(JSON.stringify(valid));
  return replaceZipEntry(zipBytes, { name: SITE_META_ENTRY, bytes, modified: SITE_META_MODIFIED, method: 0 });
}
