/** Content types of stored files by extension; anything else is `application/octet-stream`. */
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  json: 'application/json',
};

/**
 * The `Content-Type` an object is stored with in a bucket, from its key's extension (`png`,
 * `jpg`, `ogg`, `wav`, …): what a CDN in front of the bucket answers for inline files
 * (`S3_PUBLIC_URL`). Downloads set their own type on the presigned URL.
 */
export function contentTypeOfKey(key: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  return (ext && CONTENT_TYPES[ext]) || 'application/octet-stream';
}

/**
 * The `Cache-Control` an object is stored with: content-addressed keys never change (design.md §2
 * "keys are content hashes, so files … cache forever"), so a year and immutable; the
 * pending uploads (`uploads/…`, lib/storage/content-key.ts) are not served and get none.
 */
export function cacheControlOfKey(key: string): string | undefined {
  return key.startsWith('uploads/') ? undefined : 'public, max-age=31536000, immutable';
}

/** A key as a URL path: each `/`-separated segment percent-encoded, the slashes kept. */
export function encodeKeyPath(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

/**
 * Whether an S3 SDK error says the object does not exist: `NoSuchKey`, `NotFound` (HEAD has no body
 * to say more), a 404 — but not `NoSuchBucket`, a configuration error that must surface.
 */
export function isMissing(error: unknown): boolean {
  const e = error as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  if (e?.name === 'NoSuchBucket' || e?.Code === 'NoSuchBucket') return false;
  return (
    e?.name === 'NoSuchKey' ||
    e?.name === 'NotFound' ||
    e?.Code === 'NoSuchKey' ||
    e?.$metadata?.httpStatusCode === 404
  );
}
