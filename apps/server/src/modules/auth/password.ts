import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, which `isolatedModules` cannot inline; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/**
 * Hashes a password with argon2id (design.md §2 "Auth") at the library's defaults — 19 MiB,
 * 2 passes, 1 lane, OWASP's minimum for argon2id. Returns the PHC string (`$argon2id$v=19$…`).
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/**
 * True when `password` matches the PHC `passwordHash`. A malformed hash counts as a mismatch
 * rather than an error, so one damaged row cannot turn a sign-in into a 500.
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Makes the dummy hash verifyDummyPassword checks against (once per process; later calls reuse it),
 * so that no sign-in pays for hashing it. Called when the auth routes are registered.
 */
export async function primeDummyPassword(): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await dummyHash;
}

/**
 * Runs one argon2 verification against a throwaway hash made by hashPassword (so with the same
 * parameters as every stored hash) and always resolves false. Called when a sign-in names no account
 * (or one without a password), so that case takes as long as a wrong password and response times do
 * not reveal which usernames exist. The hash is made by primeDummyPassword, or here if not yet.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}
