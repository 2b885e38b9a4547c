import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Forbidden } from '../../errors.ts';
import { pendingUploadKey } from './content-key.ts';
import type { Storage } from './storage.ts';

/** Where signed PUTs to the local storage go (`PUT /api/uploads/{id}?expires=…&sig=…`). */
export const SIGNED_UPLOAD_PATH = '/api/uploads';

/**
 * Makes the URL a client PUTs one upload's bytes to (design.md §2 "Storage": `signedPutUrl`;
 * spec §7 stage upload step 2). The seam between storages:
 * - local disk: {@link HmacUploadSigner}, an HMAC-signed URL on this server, checked by
 *   {@link HmacUploadSigner.verify} in the PUT route, which stores the body;
 * - S3: {@link StoragePutUrls}, a presigned PutObject URL of the object `pendingUploadKey(id)`
 *   (`Storage.signedPutUrl`, valid until the same expiry); the bytes go straight to the bucket, and
 *   step 3 finds the object there (stage-uploads.service.ts). Such a URL can be used again until
 *   it expires (a later PUT replaces the object); step 3 uses what is there when it runs.
 */
export interface SignedPutUrls {
  /** A URL accepting one `PUT` of upload `id` until `expiresAt`. */
  putUrl(id: string, expiresAt: Date): string | Promise<string>;
}

/**
 * Presigned URLs straight to the storage (design.md §2 "Storage": with S3, presigned URLs): the
 * URL of upload `id` puts the object `pendingUploadKey(id)` and expires at `expiresAt` (at least
 * one second from now).
 */
export class StoragePutUrls implements SignedPutUrls {
  constructor(private readonly storage: Required<Pick<Storage, 'signedPutUrl'>>) {}

  putUrl(id: string, expiresAt: Date): Promise<string> {
    const seconds = Math.max(1, Math.ceil((expiresAt.getTime() - Date.now()) / 1000));
    return this.storage.signedPutUrl(pendingUploadKey(id), seconds);
  }
}

/**
 * The upload URLs of an app: presigned storage URLs when `storage` offers them (S3), else this
 * server's HMAC-signed `PUT /api/uploads/{id}` (`secret`, `publicUrl` as for {@link HmacUploadSigner}).
 */
export function uploadUrlSigner(storage: Storage, secret: string, publicUrl?: string): SignedPutUrls {
  const signedPutUrl = storage.signedPutUrl?.bind(storage);
  if (signedPutUrl) return new StoragePutUrls({ signedPutUrl });
  return new HmacUploadSigner(secret, publicUrl);
}

/** Why a signed URL was refused. */
export type SignedUrlProblem = 'missing' | 'tampered' | 'expired';

/** A fresh upload id: 128 random bits, base64url (22 characters), unguessable. */
export function newUploadId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * HMAC-SHA256 signed, expiring upload URLs on this server (spec §7 "Uploads"; design.md §2 "Storage").
 * The signature covers the method, the upload id and the expiry (Unix seconds), so changing any of them
 * breaks it. The key is derived from the server secret with its own label, so it never signs anything
 * else. Single use is not a property of the URL: the PUT route records the upload as received.
 */
export class HmacUploadSigner implements SignedPutUrls {
  private readonly key: Buffer;

  /**
   * @param secret the server's secret (`Config.jwtSecret`)
   * @param publicUrl when set (`PUBLIC_URL`), URLs are absolute on that origin; else relative
   */
  constructor(
    secret: string,
    private readonly publicUrl?: string,
  ) {
    this.key = createHash('sha256').update(`synthhub signed upload v1\0${secret}`).digest();
  }

  private sign(id: string, expires: number): Buffer {
    return createHmac('sha256', this.key).update(`PUT\n${id}\n${expires}`).digest();
  }

  /** `/api/uploads/{id}?expires=<unix s>&sig=<base64url>`, absolute when a public URL is set. */
  putUrl(id: string, expiresAt: Date): string {
    const expires = Math.floor(expiresAt.getTime() / 1000);
    const sig = this.sign(id, expires).toString('base64url');
    const path = `${SIGNED_UPLOAD_PATH}/${encodeURIComponent(id)}?expires=${expires}&sig=${sig}`;
    return this.publicUrl ? new URL(path, this.publicUrl).toString() : path;
  }

  /**
   * Checks a signed URL's `expires` and `sig` for upload `id` at `now` (ms). The signature is
   * compared in constant time before the expiry is looked at, so a changed expiry reads as
   * tampered. Returns null when valid, else the problem.
   */
  check(id: string, query: { expires?: unknown; sig?: unknown }, now = Date.now()): SignedUrlProblem | null {
    const { expires, sig } = query;
    if (typeof expires !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(expires))
      return 'missing';
    const given = Buffer.from(sig, 'base64url');
    const wanted = this.sign(id, Number(expires));
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return 'tampered';
    if (Number(expires) * 1000 <= now) return 'expired';
    return null;
  }

  /** Like {@link check}, but throws Forbidden (403) with a message naming the problem. */
  verify(id: string, query: { expires?: unknown; sig?: unknown }, now = Date.now()): void {
    const problem = this.check(id, query, now);
    if (problem === 'missing')
      throw new Forbidden('This upload URL has no valid "expires" and "sig": ask for a new upload URL.');
    if (problem === 'tampered')
      throw new Forbidden("This upload URL's signature does not match: the URL was changed or is not ours.");
    if (problem === 'expired') throw new Forbidden('This upload URL has expired: ask for a new upload URL.');
  }
}

/**
 * Makes the routes of `scope` (an encapsulated plugin, so nothing else is affected) leave any
 * request body unread, whatever its type (`application/octet-stream`, another, or none): the
 * handler streams `request.raw` itself (to a temporary file, docs/decisions/0007) and enforces
 * its own size limit.
 */
export function acceptStreamedBodies(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  const leave = (_request: unknown, _payload: unknown, done: (error: null, body?: undefined) => void) =>
    done(null);
  scope.addContentTypeParser('application/octet-stream', leave);
  scope.addContentTypeParser('*', leave);
}
