/**
 * Where stored files live (design.md §2 "Storage"; docs/scaling-out.md): `STORAGE=local` (default,
 * `DATA_DIR/files`) or `STORAGE=s3`, any S3-compatible bucket, with the {@link S3Settings}.
 */
export type StorageSettings = { kind: 'local' } | { kind: 's3'; s3: S3Settings };

/**
 * An S3-compatible bucket (lib/storage/s3-storage.ts):
 * - `endpoint` (`S3_ENDPOINT`): the service URL, e.g. `http://minio:9000`; unset: AWS S3 of `region`;
 * - `region` (`S3_REGION`, default `us-east-1`): signs the requests;
 * - `bucket` (`S3_BUCKET`, required): where the objects go, under the storage keys as they are;
 * - `accessKeyId` / `secretAccessKey` (`S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`): both or neither;
 *   neither: the SDK's default credential chain (AWS_* variables, instance roles);
 * - `forcePathStyle` (`S3_FORCE_PATH_STYLE`, "true"/"false", default false): `endpoint/bucket/key`
 *   URLs instead of `bucket.endpoint/key` — MinIO and most self-hosted stores want true;
 * - `publicUrl` (`S3_PUBLIC_URL`, optional): a CDN or public bucket origin serving
 *   `<publicUrl>/<key>`; inline files (covers, audio) redirect there (send-stored-file.ts).
 */
export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  publicUrl?: string;
}

/** Region used when `S3_REGION` is unset: the one S3-compatible stores accept by convention. */
export const S3_REGION_DEFAULT = 'us-east-1';

/**
 * Reads the storage settings from the environment. Throws an Error naming the variable when
 * `STORAGE` is neither `local` nor `s3`, `S3_BUCKET` is missing with `STORAGE=s3`, only one of the
 * two keys is set, `S3_FORCE_PATH_STYLE` is not true/false, or a URL is not http(s).
 */
export function readStorageSettings(env: NodeJS.ProcessEnv): StorageSettings {
  const kind = env.STORAGE?.trim() || 'local';
  if (kind === 'local') return { kind: 'local' };
  if (kind !== 's3') throw new Error(`STORAGE must be "local" or "s3", got "${kind}"`);
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new Error('S3_BUCKET is required with STORAGE=s3');
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || undefined;
  if (!accessKeyId !== !secretAccessKey)
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim() || 'false';
  if (pathStyle !== 'true' && pathStyle !== 'false')
    throw new Error(`S3_FORCE_PATH_STYLE must be "true" or "false", got "${pathStyle}"`);
  return {
    kind: 's3',
    s3: {
      endpoint: httpUrl('S3_ENDPOINT', env.S3_ENDPOINT),
      region: env.S3_REGION?.trim() || S3_REGION_DEFAULT,
      bucket,
      accessKeyId,
      secretAccessKey,
      forcePathStyle: pathStyle === 'true',
      publicUrl: httpUrl('S3_PUBLIC_URL', env.S3_PUBLIC_URL)?.replace(/\/+$/, ''),
    },
  };
}

/** `value` trimmed when it is an http(s) URL, undefined when empty; else throws naming `name`. */
function httpUrl(name: string, value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${name} must be an http:// or https:// URL, got "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an http:// or https:// URL, got "${text}"`);
  return text;
}

/**
 * Origins the web app's pages must be allowed to reach when files are in a bucket (the
 * Content-Security-Policy of app.ts): `connect` — the bucket's endpoint (the stage upload's PUT,
 * downloads fetched after a redirect) and the public URL; `media` — the public URL (audio and
 * images redirected there). Empty for the local disk, and for AWS itself (`https:` is allowed).
 */
export function storageOrigins(settings: StorageSettings): { connect: string[]; media: string[] } {
  if (settings.kind !== 's3') return { connect: [], media: [] };
  const { endpoint, publicUrl, forcePathStyle, bucket } = settings.s3;
  const connect: string[] = [];
  if (endpoint) {
    const url = new URL(endpoint);
    connect.push(url.origin);
    if (!forcePathStyle) connect.push(`${url.protocol}//${bucket}.${url.host}`);
  }
  const media = publicUrl ? [new URL(publicUrl).origin] : [];
  return { connect: [...new Set([...connect, ...media])], media };
}
