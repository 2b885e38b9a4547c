import { createHash, randomBytes, randomInt } from 'node:crypto';
import { ACCESS_TOKEN_TTL_S } from '@synthhub/shared/auth/auth.constants';
import {
  DEVICE_CODE_TTL_S,
  DEVICE_POLL_INTERVAL_S,
  DEVICE_SLOW_DOWN_STEP_S,
  USER_CODE_ALPHABET,
  USER_CODE_LENGTH,
} from '@synthhub/shared/auth/device-code.constants';
import type { Db } from '../../db/client.ts';
import { NotFound } from '../../errors.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';
import { issueSession, type Session, type SessionDeps } from '../auth/index.ts';
import { findUserById } from '../users/index.ts';
import {
  decideDeviceCode,
  deleteStaleDeviceCodes,
  findPendingByUserCode,
  insertDeviceCode,
  lockDeviceCode,
  markDeviceCodeUsed,
  recordPoll,
} from './device-auth.repository.ts';

/** SHA-256, base64url: how device and user codes are stored (only hashes; docs/decisions/0018). */
export const hashCode = (code: string) => createHash('sha256').update(code).digest('base64url');

/** A random user code `XXXX-XXXX` of {@link USER_CODE_ALPHABET} (crypto.randomInt, uniform). */
export function newUserCode(): string {
  let letters = '';
  for (let i = 0; i < USER_CODE_LENGTH; i++)
    letters += USER_CODE_ALPHABET[randomInt(USER_CODE_ALPHABET.length)];
  return `${letters.slice(0, 4)}-${letters.slice(4)}`;
}

/** A new request's codes, raw (they exist only in the answer); times in seconds. */
export interface NewDeviceCode {
  deviceCode: string;
  userCode: string;
  expiresIn: number;
  interval: number;
}

/**
 * `POST /api/auth/device/code` (RFC 8628 §3.1–3.2): makes a device code (256 random bits) and a
 * user code, stores their hashes, pending for {@link DEVICE_CODE_TTL_S} (600 s). A user code that
 * collides with a stored one (unique index) is drawn again, up to 5 times.
 */
export async function createDeviceCode(db: Db, clientId: string): Promise<NewDeviceCode> {
  await deleteStaleDeviceCodes(db);
  for (let attempt = 1; ; attempt++) {
    const deviceCode = randomBytes(32).toString('base64url');
    const userCode = newUserCode();
    try {
      await insertDeviceCode(db, {
        deviceCodeHash: hashCode(deviceCode),
        userCodeHash: hashCode(userCode),
        clientId,
        intervalS: DEVICE_POLL_INTERVAL_S,
        ttlSeconds: DEVICE_CODE_TTL_S,
      });
      return { deviceCode, userCode, expiresIn: DEVICE_CODE_TTL_S, interval: DEVICE_POLL_INTERVAL_S };
    } catch (error) {
      if (!uniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

/** The error codes of a refused device token request (RFC 8628 §3.5; RFC 6749 §5.2). */
export type DeviceGrantErrorCode =
  'authorization_pending' | 'slow_down' | 'access_denied' | 'expired_token' | 'invalid_grant';

/** A refused poll: the code and a sentence for the developer. */
export interface DeviceGrantRefusal {
  error: DeviceGrantErrorCode;
  description: string;
}

const DESCRIPTIONS: Record<DeviceGrantErrorCode, string> = {
  authorization_pending: 'The user has not approved this request yet; keep polling.',
  slow_down: 'Polling too fast: wait the interval, now 5 seconds longer, between requests.',
  access_denied: 'The user denied this request.',
  expired_token: 'The device code has expired; request a new one.',
  invalid_grant: 'The device code is unknown or was already used.',
};

const refuse = (error: DeviceGrantErrorCode): DeviceGrantRefusal => ({
  error,
  description: DESCRIPTIONS[error],
});

/**
 * `POST /api/auth/device/token` (RFC 8628 §3.4–3.5): one poll. Under the request's row lock:
 * unknown or already used → `invalid_grant`; expired → `expired_token`; denied →
 * `access_denied`; pending → `slow_down` when polled sooner than its interval (which grows by
 * {@link DEVICE_SLOW_DOWN_STEP_S}), else `authorization_pending`; approved → marked used and a new
 * session (access JWT 900 s, refresh token 30 days) for the approving user, in the same transaction,
 * so a code yields tokens once. That session is a `device` one: the game's scopes, no account
 * settings, token creation, device approval, identities or admin area (docs/decisions/0045).
 */
export async function pollDeviceToken(
  deps: SessionDeps,
  deviceCode: string,
): Promise<{ session: Session } | { refusal: DeviceGrantRefusal }> {
  return deps.db.transaction(async (tx) => {
    const code = await lockDeviceCode(tx, hashCode(deviceCode));
    if (!code || code.status === 'used') return { refusal: refuse('invalid_grant') };
    if (code.expired) return { refusal: refuse('expired_token') };
    if (code.status === 'denied') return { refusal: refuse('access_denied') };
    if (code.status === 'pending') {
      const slowDown = code.tooSoon;
      await recordPoll(tx, code.id, code.intervalS + (slowDown ? DEVICE_SLOW_DOWN_STEP_S : 0));
      return { refusal: refuse(slowDown ? 'slow_down' : 'authorization_pending') };
    }
    const user = code.userId === null ? undefined : await findUserById(tx, code.userId);
    // A suspended account gets no tokens (docs/decisions/0030-admin-area, "Account suspension").
    if (!user || user.suspendedAt) return { refusal: refuse('access_denied') };
    await markDeviceCodeUsed(tx, code.id);
    // A device-code sign-in, marked so in its family and its access tokens (docs/decisions/0045).
    const session = await issueSession({ db: tx, signAccessToken: deps.signAccessToken }, user, 'device');
    return { session };
  });
}

/** The access token's lifetime the token answer reports (`expires_in`, seconds). */
export const DEVICE_ACCESS_EXPIRES_IN_S = ACCESS_TOKEN_TTL_S;

const NO_SUCH_CODE =
  'This code is not valid or has expired. Check the code your device shows, or start again on the device.';

/**
 * `GET /api/auth/device/verify`: which app asks with this (normalised) user code and until when.
 * Throws NotFound (404) when no pending, unexpired request has it.
 */
export async function verifyUserCode(
  db: Db,
  userCode: string,
): Promise<{ clientId: string; expiresAt: Date }> {
  const code = await findPendingByUserCode(db, hashCode(userCode));
  if (!code) throw new NotFound(NO_SUCH_CODE);
  return { clientId: code.clientId, expiresAt: code.expiresAt };
}

/**
 * `POST /api/auth/device/approve`: the signed-in user approves (the app's next poll gets a session
 * of theirs) or denies the pending request with this user code. Throws NotFound (404) when no
 * pending, unexpired request has it (also when it was already decided).
 */
export async function decideUserCode(
  db: Db,
  userId: number,
  userCode: string,
  approve: boolean,
): Promise<'approved' | 'denied'> {
  const status = approve ? 'approved' : 'denied';
  if (!(await decideDeviceCode(db, hashCode(userCode), userId, status))) throw new NotFound(NO_SUCH_CODE);
  return status;
}
