import {
  SYNTH_MAX_BYTES,
  SYNTH_MAX_ENTRIES,
  SYNTH_MAX_INFLATED_BYTES,
} from '@synthhub/shared/beatmaps/beatmaps.constants';
import { SafeZip } from '../zip/safe-zip.ts';
import type { ZipEntry } from '../zip/zip-directory.ts';
import { stringField, isJsonObject } from './json-fields.ts';
import { parseJson } from '../json/parse-json.ts';
import { parseTrackData } from './parse-track-data.ts';
import { toSynthFormatError } from './synth-format-error.ts';
import type { ReadSynthOptions } from './synth-info.ts';

/** Media types of the audio a `.synth` may carry (formats.md §1.1: `.ogg` in practice, `.wav` possible). */
const AUDIO_TYPES: Record<string, string> = { ogg: 'audio/ogg', wav: 'audio/wav' };

/** The song audio of a `.synth`, exactly as stored in the archive after inflating. */
export interface SynthAudio {
  /** The zip entry name, e.g. `song.ogg`. */
  name: string;
  /** `ogg` or `wav` (lower case). */
  extension: 'ogg' | 'wav';
  /** `audio/ogg` or `audio/wav`. */
  contentType: string;
  bytes: Uint8Array;
}

/** What the preview needs from a `.synth`: its audio and its plaintext `beatmap.meta.bin`. */
export interface SynthPreviewParts {
  /** null when no audio entry is found (named by `AudioName`/`audioFile`, else the only .ogg/.wav). */
  audio: SynthAudio | null;
  /** The plaintext meta (decrypted with `options.decryptor` when encrypted), or null when unreadable. */
  metaBytes: Uint8Array | null;
}

function extensionOf(name: string): 'ogg' | 'wav' | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return ext === 'ogg' || ext === 'wav' ? ext : null;
}

function audioNameFromMeta(metaBytes: Uint8Array | null): string | null {
  if (!metaBytes) return null;
  try {
    const json = parseJson(new TextDecoder().decode(metaBytes).replace(/^\uFEFF/, ''));
    return isJsonObject(json) ? stringField(json, 'AudioName') : null;
  } catch {
    return null;
  }
}

function audioNameFromTrackData(zip: SafeZip): string | null {
  const entry = zip.find('track.data.json');
  if (!entry || entry.encrypted) return null;
  try {
    return parseTrackData(zip.read(entry)).audioFile;
  } catch {
    return null;
  }
}

async function readMeta(zip: SafeZip, options: ReadSynthOptions): Promise<Uint8Array | null> {
  const entry = zip.find('beatmap.meta.bin');
  if (!entry) return null;
  if (!entry.encrypted) return zip.read(entry);
  if (!options.decryptor) return null;
  try {
    return await options.decryptor.decrypt(zip.bytes, entry.name);
  } catch {
    return null;
  }
}

function findAudio(zip: SafeZip, named: string | null): ZipEntry | undefined {
  const entry = named ? zip.find(named) : undefined;
  if (entry && !entry.isDirectory && !entry.encrypted && extensionOf(entry.name)) return entry;
  const audio = zip.entries.filter((e) => !e.isDirectory && !e.encrypted && extensionOf(e.name));
  return audio.length === 1 ? audio[0] : undefined;
}

/**
 * Takes out of a `.synth` (formats.md §1.1) what the map preview needs, inflating only those
 * entries: the song audio — the entry named by the meta's `AudioName`, else track.data's
 * `audioFile`, else the only `.ogg`/`.wav` entry — unchanged (no re-encoding), and the plaintext
 * `beatmap.meta.bin` (decrypted with `options.decryptor` when it is AES-encrypted, §1.2; null when
 * that is not possible). Limits as `readSynth` (`options.limits`). Rejects with
 * `SynthFormatError` for a broken archive (`NOT_ZIP`, `TOO_LARGE`, a CRC mismatch …).
 */
export async function readSynthPreview(
  bytes: Uint8Array,
  options: ReadSynthOptions = {},
): Promise<SynthPreviewParts> {
  try {
    const zip = SafeZip.open(bytes, {
      maxBytes: SYNTH_MAX_BYTES,
      maxEntries: SYNTH_MAX_ENTRIES,
      maxInflatedBytes: SYNTH_MAX_INFLATED_BYTES,
      ...options.limits,
    });
    const metaBytes = await readMeta(zip, options);
    const entry = findAudio(zip, audioNameFromMeta(metaBytes) ?? audioNameFromTrackData(zip));
    const extension = entry ? extensionOf(entry.name) : null;
    const audio =
      entry && extension
        ? { name: entry.name, extension, contentType: AUDIO_TYPES[extension]!, bytes: zip.read(entry) }
        : null;
    return { audio, metaBytes };
  } catch (error) {
    throw toSynthFormatError(error);
  }
}
