import { createHash } from 'node:crypto';

/**
 * A content-addressed storage key: `<kind>/<first two hex>/<sha256>.<ext>`, e.g.
 * `synth/3f/3f9a….synth` (design.md §2: "keys are content hashes, so files are immutable").
 */
export function contentKey(kind: string, bytes: Uint8Array, ext: string): string {
  const hex = createHash('sha256').update(bytes).digest('hex');
  return `${kind}/${hex.slice(0, 2)}/${hex}.${ext}`;
}

/**
 * The same key as {@link contentKey} from a SHA-256 already computed (hex), e.g. while an upload
 * was streamed to disk: `<kind>/<first two hex>/<sha256>.<ext>`.
 */
export function contentKeyOfHash(kind: string, sha256: string, ext: string): string {
  return `${kind}/${sha256.slice(0, 2)}/${sha256}.${ext}`;
}

/**
 * Storage key of a signed upload's bytes between the PUT and the POST (stages, spec §7 step 2):
 * not content-addressed, one per upload id. The storage sweep keeps it while the pending row lives.
 */
export function pendingUploadKey(id: string): string {
  return `uploads/pending/${id}.stagepkg`;
}

/** Prefix of derived objects: files made from a stored file (the preview audio of a `.synth`). */
const DERIVED_PREFIX = 'derived/';

/**
 * The key of a file derived from the stored object `sourceKey` (e.g. the audio taken out of a
 * download): `derived/<kind>/<sourceKey>.<ext>`, e.g. `derived/audio/downloads/3f/3f9a….synth.ogg`.
 * The source is content-addressed, so the derived bytes never change either; the storage sweep
 * (sweep.ts) keeps a derived object exactly as long as a row references its source.
 */
export function derivedKey(sourceKey: string, kind: string, ext: string): string {
  return `${DERIVED_PREFIX}${kind}/${sourceKey}.${ext}`;
}

/** The source key of a {@link derivedKey}, or null when `key` is not a derived object's key. */
export function sourceOfDerivedKey(key: string): string | null {
  const match = /^derived\/[^/]+\/(.+)\.[^./]+$/.exec(key);
  return match ? match[1]! : null;
}
