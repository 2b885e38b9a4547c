import { Uint8ArrayReader, Uint8ArrayWriter, ZipWriter } from '@zip.js/zip.js';
import { writeZip } from '../zip/write-zip.ts';
import { toNewtonsoftJson } from './newtonsoft-json.ts';

/** One file to put in the archive. */
export interface SynthEntryInput {
  name: string;
  bytes: Uint8Array;
}

/** Input of `writeSynth` (formats.md §1.1 lists the entries). */
export interface WriteSynthInput {
  /**
   * `beatmap.meta.bin`: an object is written as Newtonsoft-indented JSON with CRLF and a UTF-8 BOM;
   * a string as UTF-8 with a BOM prepended (unless it starts with one), line endings untouched;
   * bytes are stored byte for byte (use this for real editor files).
   */
  meta: object | string | Uint8Array;
  /** `track.data.json`, written as indented JSON in UTF-16LE with a BOM, as the editor does. */
  trackData?: object;
  audio?: SynthEntryInput;
  cover?: SynthEntryInput;
  /** Any other entries (e.g. a `synthriderz.meta.json`), written after the others in this order. */
  extraEntries?: SynthEntryInput[];
  /** When set, `beatmap.meta.bin` is written WinZip AE-2 AES-256 with this password (formats.md §1.2). */
  encryptMetaWithPassword?: string;
  /** Modification time of every entry (default 2020-01-01T00:00:00Z, so output is deterministic). */
  modified?: Date;
}

const DEFAULT_MODIFIED = new Date(Date.UTC(2020, 0, 1));

/** The bytes of `beatmap.meta.bin` for a `WriteSynthInput.meta` value (see there). */
export function encodeMeta(meta: object | string | Uint8Array): Uint8Array {
  if (meta instanceof Uint8Array) return meta;
  const text = typeof meta === 'string' ? meta : toNewtonsoftJson(meta);
  return new TextEncoder().encode(text.startsWith('\uFEFF') ? text : `\uFEFF${text}`);
}

/** `value` as indented JSON (CRLF) in UTF-16LE with a BOM, the editor's `track.data.json` encoding (formats.md §1.5). */
export function encodeUtf16Json(value: object): Uint8Array {
  const text = `\uFEFF${JSON.stringify(value, null, 4).replace(/\n/g, '\r\n')}`;
  const bytes = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    bytes[2 * i] = c & 0xff;
    bytes[2 * i + 1] = c >>> 8;
  }
  return bytes;
}

/**
 * Builds a `.synth` archive for tests and demo content (formats.md §1.1): `beatmap.meta.bin`,
 * then `track.data.json`, the audio, the cover and the extra entries, all deflated, in that order.
 * Without a password the output is deterministic (`writeZip`); with
 * `encryptMetaWithPassword` it uses zip.js (no web workers) and encrypts `beatmap.meta.bin` only,
 * as published files do (method 99, AE-2, AES-256, inner method deflate; §1.2); AES output is
 * salted, so it differs on every call. Resolves to the archive bytes; rejects on duplicate names.
 */
export async function writeSynth(input: WriteSynthInput): Promise<Uint8Array> {
  const modified = input.modified ?? DEFAULT_MODIFIED;
  const entries: SynthEntryInput[] = [{ name: 'beatmap.meta.bin', bytes: encodeMeta(input.meta) }];
  if (input.trackData) entries.push({ name: 'track.data.json', bytes: encodeUtf16Json(input.trackData) });
  if (input.audio) entries.push(input.audio);
  if (input.cover) entries.push(input.cover);
  entries.push(...(input.extraEntries ?? []));
  const names = new Set(entries.map((e) => e.name));
  if (names.size !== entries.length) throw new Error('writeSynth: two entries have the same name.');

  if (input.encryptMetaWithPassword === undefined) {
    return writeZip(entries.map((e) => ({ ...e, modified, method: 8 })));
  }
  const writer = new ZipWriter(new Uint8ArrayWriter(), {
    useWebWorkers: false,
    lastModDate: modified,
    extendedTimestamp: false,
    level: 6,
  });
  for (const e of entries) {
    const secret =
      e.name === 'beatmap.meta.bin'
        ? { password: input.encryptMetaWithPassword, encryptionStrength: 3 as const }
        : {};
    await writer.add(e.name, new Uint8ArrayReader(e.bytes), secret);
  }
  return writer.close();
}
