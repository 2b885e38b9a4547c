import type { Difficulty } from '@synthhub/shared/beatmaps/beatmaps.constants';
import type { ZipLimits } from '../zip/safe-zip.ts';

/**
 * Turns an encrypted `beatmap.meta.bin` back into plaintext (formats.md §1.2: published files
 * store it as WinZip AE-2 AES-256). `decrypt` gets the whole `.synth` and the entry name and
 * resolves to the plaintext entry bytes (decrypted AND inflated); it rejects when it cannot.
 * No key ships with Synthhub; see `createPasswordDecryptor` for a key from configuration.
 */
export interface MetaDecryptor {
  decrypt(zipBytes: Uint8Array, entryName: string): Promise<Uint8Array>;
}

/** Options of `readSynth`. */
export interface ReadSynthOptions {
  /** Used when `beatmap.meta.bin` is encrypted; without it metadata comes from `track.data.json`. */
  decryptor?: MetaDecryptor;
  /**
   * Overrides of the limits. Defaults: `SYNTH_MAX_BYTES`, `SYNTH_MAX_ENTRIES`,
   * `SYNTH_MAX_INFLATED_BYTES` from `@synthhub/shared/beatmaps/beatmaps.constants`.
   */
  limits?: Partial<ZipLimits>;
}

/** The cover image of a beatmap (formats.md §1.8 "cover"). */
export interface SynthCover {
  bytes: Uint8Array;
  /** Sniffed from the magic bytes, not taken from the name. */
  mimeType: 'image/png' | 'image/jpeg';
  /** The zip entry name (`Artwork`), or `cover.png`/`cover.jpg` when decoded from `ArtworkBytes`. */
  name: string;
  source: 'entry' | 'artwork-bytes';
}

/**
 * Where `SynthInfo.hash` comes from (formats.md §1.6): `meta` = computed from the plaintext
 * `beatmap.meta.bin` (the real map hash); `site-meta` = taken from `synthriderz.meta.json` because
 * the meta is encrypted; `encrypted-entry` = SHA-256 of the encrypted entry bytes as stored, a
 * stand-in that identifies the file but is NOT the game's map hash.
 */
export type HashSource = 'meta' | 'site-meta' | 'encrypted-entry';

/** What `readSynth` extracts from a `.synth` for a listing (formats.md §1.8). */
export interface SynthInfo {
  /** `Name` (or track.data `name`). */
  title: string;
  /** Song artist: `Author` (or track.data `artist`). */
  artist: string;
  /** `Beatmapper` (or track.data `mapper`); '' when absent. */
  mapper: string;
  /** Beats per minute, `BPM` (or track.data `bpm`). */
  bpm: number;
  /** Difficulties that hold notes, in slot order Easy..Custom (from track.data `supportedDifficulties` when the meta is unreadable). */
  difficulties: Difficulty[];
  /** `CustomDifficultyName` when non-empty, else null. */
  customDifficultyName: string | null;
  /** Notes per difficulty (sum of the note-list lengths of `Track[d]`); empty when the meta is unreadable. */
  noteCounts: Partial<Record<Difficulty, number>>;
  /** `Explicit`; null when unknown (old editor or unreadable meta). */
  explicit: boolean | null;
  /** `BeatConverted` (a Beat Saber convert); null when unknown. */
  beatConverted: boolean | null;
  /** `ProductionMode`; null when unknown. */
  productionMode: boolean | null;
  /** `EditorVersion`, e.g. "1.9.4"; null when unknown. */
  editorVersion: string | null;
  /** `AudioName` (or track.data `audioFile`): the audio entry's name; null when unknown. */
  audioName: string | null;
  /** Song length in seconds: from the Ogg audio when readable, else track.data `duration` ("mm:ss"); null when neither. */
  durationS: number | null;
  durationSource: 'audio' | 'track-data' | null;
  cover: SynthCover | null;
  /** The map hash, 64 lowercase hex characters; see `hashSource` for how trustworthy it is. */
  hash: string;
  hashSource: HashSource;
  /** True when `beatmap.meta.bin` is stored encrypted (method 99 AES or flag bit 0). */
  metaEncrypted: boolean;
  /** True when an encrypted meta was decrypted with `options.decryptor`. */
  metaDecrypted: boolean;
  /** The plaintext `beatmap.meta.bin` bytes exactly as stored (BOM included); null when encrypted and not decrypted. */
  metaBytes: Uint8Array | null;
  /** Contents of `synthriderz.meta.json` when present and valid (formats.md §1.1, §6.4). */
  siteMeta: { id: number; hash: string } | null;
  /** Every entry name in central-directory order. */
  entryNames: string[];
  /** Problems that did not stop the read, one sentence each (e.g. a missing cover entry). */
  warnings: string[];
}
