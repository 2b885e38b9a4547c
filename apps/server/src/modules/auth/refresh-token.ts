import { createHash, randomBytes } from 'node:crypto';

/**
 * A new opaque refresh token: 32 random bytes, base64url (43 characters). Only its hash is stored
 * (design.md §2 "Auth"); the raw value exists in the response and on the client.
 */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a refresh token: SHA-256 of the raw string, lowercase hex (64 characters). */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
