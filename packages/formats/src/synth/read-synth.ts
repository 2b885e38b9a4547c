import {
  SYNTH_MAX_BYTES,
  SYNTH_MAX_ENTRIES,
  SYNTH_MAX_INFLATED_BYTES,
} from '@synthhub/shared/beatmaps/beatmaps.constants';
import { HeadTailCollector } from '../audio/head-tail-collector.ts';
import { readOggDurationFromParts } from '../audio/ogg-duration.ts';
import { ArchiveError } from '../zip/archive-error.ts';
import { concatBytes } from '../zip/concat-bytes.ts';
import type { ChunkSink } from '../zip/inflate-entry.ts';
import { SafeZip, type ZipLimits } from '../zip/safe-zip.ts';
import type { ZipEntry } from '../zip/zip-directory.ts';
import { computeBeatmapHash, sha256Hex } from './beatmap-hash.ts';
import { isBinaryFormatter, parseBeatmapMeta } from './parse-beatmap-meta.ts';
import { parseTrackData, type TrackDataFields } from './parse-track-data.ts';
import { parseSiteMeta, SITE_META_ENTRY } from './site-meta.ts';
import { pickCover } from './synth-cover.ts';
import { SynthFormatError, toSynthFormatError } from './synth-format-error.ts';
import type { ReadSynthOptions, SynthInfo } from './synth-info.ts';

const META_ENTRY = 'beatmap.meta.bin';
const TRACK_DATA_ENTRY = 'track.data.json';
/** The Ogg identification header sits in the first page; the last page is at most 65307 bytes. */
const AUDIO_HEAD_BYTES = 64 * 1024;
const AUDIO_TAIL_BYTES = 128 * 1024;

const DEFAULT_LIMITS: ZipLimits = {
  maxBytes: SYNTH_MAX_BYTES,
  maxEntries: SYNTH_MAX_ENTRIES,
  maxInflatedBytes: SYNTH_MAX_INFLATED_BYTES,
};

type Listing = Pick<
  SynthInfo,
  | 'title'
  | 'artist'
  | 'mapper'
  | 'bpm'
  | 'difficulties'
  | 'customDifficultyName'
  | 'noteCounts'
  | 'explicit'
  | 'beatConverted'
  | 'productionMode'
  | 'editorVersion'
  | 'audioName'
> & { coverName: string | null; artworkBase64: string | null };

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function listingFromMeta(metaBytes: Uint8Array): Listing {
  const { artworkName, ...meta } = parseBeatmapMeta(metaBytes);
  return { ...meta, coverName: artworkName };
}

function listingFromTrackData(track: TrackDataFields | null, cause: unknown): Listing {
  if (!track || track.bpm === null || track.bpm <= 0) {
    const why = track ? 'its track.data.json has no BPM' : 'it has no readable track.data.json';
    throw new SynthFormatError(
      'ENCRYPTED_NO_METADATA',
      `beatmap.meta.bin is encrypted and ${why}, so the beatmap's details cannot be read.`,
      { cause },
    );
  }
  return {
    title: track.title,
    artist: track.artist,
    mapper: track.mapper,
    bpm: track.bpm,
    difficulties: track.difficulties,
    customDifficultyName: track.customDifficultyName,
    noteCounts: {},
    explicit: null,
    beatConverted: null,
    productionMode: null,
    editorVersion: null,
    audioName: track.audioFile,
    coverName: track.coverImage,
    artworkBase64: null,
  };
}

/** The audio entry: the one named by `AudioName`, else the only `.ogg` entry. */
function findAudio(zip: SafeZip, audioName: string | null): ZipEntry | undefined {
  const named = audioName ? zip.find(audioName) : undefined;
  if (named) return named;
  const oggs = zip.entries.filter((e) => /\.ogg$/i.test(e.name));
  return oggs.length === 1 ? oggs[0] : undefined;
}

async function readMetaBytes(
  zip: SafeZip,
  entry: ZipEntry,
  options: ReadSynthOptions,
  warnings: string[],
): Promise<{ bytes: Uint8Array | null; failure: unknown }> {
  if (!entry.encrypted) return { bytes: zip.read(entry), failure: null };
  if (!options.decryptor) return { bytes: null, failure: null };
  try {
    const bytes = await options.decryptor.decrypt(zip.bytes, entry.name);
    zip.charge(entry, bytes.length);
    return { bytes, failure: null };
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    warnings.push(`beatmap.meta.bin could not be decrypted: ${message(error)}`);
    return { bytes: null, failure: error };
  }
}

async function read(bytes: Uint8Array, options: ReadSynthOptions): Promise<SynthInfo> {
  if (isBinaryFormatter(bytes)) {
    throw new SynthFormatError(
      'LEGACY_BINARY',
      'This .synth was made by an editor older than 1.8 (a binary file, not a zip); open it in a current editor and export it again.',
    );
  }
  const zip = SafeZip.open(bytes, { ...DEFAULT_LIMITS, ...options.limits });
  const warnings: string[] = [];
  const metaEntry = zip.find(META_ENTRY);
  if (!metaEntry) throw new SynthFormatError('MISSING_META', 'The .synth has no beatmap.meta.bin.');

  const siteEntry = zip.find(SITE_META_ENTRY);
  const siteMeta = siteEntry ? parseSiteMeta(zip.read(siteEntry)) : null;
  if (siteEntry && !siteMeta)
    warnings.push(`${SITE_META_ENTRY} does not hold a valid id and hash; it was ignored.`);
  const trackEntry = zip.find(TRACK_DATA_ENTRY);
  let track: TrackDataFields | null = null;
  let trackFailure: unknown = null;
  if (trackEntry) {
    try {
      track = parseTrackData(zip.read(trackEntry));
    } catch (error) {
      if (!(error instanceof SynthFormatError)) throw error;
      trackFailure = error;
    }
  }

  const meta = await readMetaBytes(zip, metaEntry, options, warnings);
  let listing: Listing;
  let hash: string;
  let hashSource: SynthInfo['hashSource'];
  if (meta.bytes) {
    listing = listingFromMeta(meta.bytes);
    hash = await computeBeatmapHash(meta.bytes);
    hashSource = 'meta';
    if (trackFailure) warnings.push(`track.data.json was ignored: ${message(trackFailure)}`);
  } else {
    zip.skip(metaEntry);
    listing = listingFromTrackData(track, trackFailure ?? meta.failure);
    hashSource = siteMeta ? 'site-meta' : 'encrypted-entry';
    hash = siteMeta ? siteMeta.hash : await sha256Hex(zip.raw(metaEntry));
  }

  // Inflate everything else once: proves the whole archive fits the budget, and collects the
  // cover whole and the audio's first and last bytes (enough for its duration).
  const sinks = new Map<string, ChunkSink>();
  const coverEntry = listing.coverName ? zip.find(listing.coverName) : undefined;
  const coverChunks: Uint8Array[] = [];
  if (coverEntry && !coverEntry.isDirectory) sinks.set(coverEntry.name, (c) => coverChunks.push(c.slice()));
  const audioEntry = findAudio(zip, listing.audioName);
  const audio = new HeadTailCollector(AUDIO_HEAD_BYTES, AUDIO_TAIL_BYTES);
  if (audioEntry) sinks.set(audioEntry.name, (c) => audio.push(c));
  zip.verifyRest(sinks);

  const coverBytes = coverEntry ? { name: coverEntry.name, bytes: concatBytes(coverChunks) } : null;
  const cover = pickCover(coverBytes, listing.artworkBase64, warnings);
  if (!cover && listing.coverName && listing.coverName !== 'Default Artwork' && !coverEntry) {
    warnings.push(`The cover ${listing.coverName} named in the beatmap is not in the archive.`);
  }
  const audioS = audioEntry ? readOggDurationFromParts(audio.head(), audio.tail()) : null;
  if (audioEntry && audioS === null) warnings.push(`The length of ${audioEntry.name} could not be read.`);
  const trackS = track?.durationS ?? null;

  const { coverName: _coverName, artworkBase64: _artwork, ...fields } = listing;
  return {
    ...fields,
    durationS: audioS ?? trackS,
    durationSource: audioS !== null ? 'audio' : trackS !== null ? 'track-data' : null,
    cover,
    hash,
    hashSource,
    metaEncrypted: metaEntry.encrypted,
    metaDecrypted: metaEntry.encrypted && meta.bytes !== null,
    metaBytes: meta.bytes,
    siteMeta,
    entryNames: zip.entries.map((e) => e.name),
    warnings,
  };
}

/**
 * Reads a `.synth` (formats.md §1.1-1.9) held in memory and returns its listing data (`SynthInfo`):
 * title, artist, mapper, BPM, difficulties and note counts from the plaintext `beatmap.meta.bin`;
 * the map hash (§1.6); the cover (entry `Artwork`, else `ArtworkBytes`); the duration (Ogg audio,
 * else track.data `duration`); `synthriderz.meta.json`. Every entry is inflated once, under
 * `limits.maxInflatedBytes` counted on the ACTUAL output, and checked against its CRC.
 * An encrypted `beatmap.meta.bin` (§1.2) is decrypted with `options.decryptor` when given;
 * otherwise (or when decryption fails, with a warning) details come from `track.data.json` and the
 * hash from `synthriderz.meta.json`, else from the encrypted bytes (`hashSource`).
 * Rejects with `SynthFormatError` (codes in `SynthFormatErrorCode`), e.g. `NOT_ZIP`, `MISSING_META`,
 * `LEGACY_BINARY`, `INVALID_JSON`, `NOT_A_BEATMAP`, `UNSAFE_PATH`, `TOO_LARGE`, `TOO_MANY_ENTRIES`,
 * `ENCRYPTED_NO_METADATA`, `ENCRYPTED_ENTRY` (an entry other than the meta is encrypted).
 * CPU-bound and synchronous apart from SHA-256 and the decryptor: run it off the request thread
 * for big files if latency matters.
 */
export async function readSynth(bytes: Uint8Array, options: ReadSynthOptions = {}): Promise<SynthInfo> {
  try {
    return await read(bytes, options);
  } catch (error) {
    throw toSynthFormatError(error);
  }
}
