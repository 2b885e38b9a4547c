import { createHmac, randomBytes } from 'node:crypto';
import { STREAM_TICKET_TTL_S } from '@synthhub/shared/notifications/notifications.constants';
import type { Redis } from 'ioredis';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { Unauthorized } from '../../errors.ts';
import type { RedisLog } from '../../lib/redis/redis-connections.ts';

const AUDIENCE = 'notifications-stream';
const REFUSED = 'The stream ticket is missing, expired or already used. Ask for a new one.';

/** Where the ids of redeemed tickets are kept until their tickets expire. */
export interface UsedTicketIds {
  /** Marks `jti` used until `expiresAtMs` (epoch ms); false when it was used before. */
  claim(jti: string, expiresAtMs: number): Promise<boolean>;
}

/** Used ticket ids in this process's memory (one server, or the fallback of the Redis set). */
export class MemoryUsedTicketIds implements UsedTicketIds {
  private readonly used = new Map<string, number>();

  async claim(jti: string, expiresAtMs: number): Promise<boolean> {
    const now = Date.now();
    for (const [id, exp] of this.used) if (exp < now) this.used.delete(id);
    if (this.used.has(jti)) return false;
    this.used.set(jti, expiresAtMs);
    return true;
  }
}

/**
 * Used ticket ids in Redis, shared by every instance (docs/decisions/0036): `SET
 * <prefix>stream-ticket:<jti> 1 NX PX <ms to expiry>`, so a ticket issued on one instance is
 * redeemed once on any. While Redis fails, ids are claimed in `fallback` (single use per process,
 * as with one server) rather than refusing every stream.
 */
export class RedisUsedTicketIds implements UsedTicketIds {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly fallback: UsedTicketIds,
    private readonly log: RedisLog,
  ) {}

  async claim(jti: string, expiresAtMs: number): Promise<boolean> {
    const ttlMs = Math.max(1, expiresAtMs - Date.now());
    try {
      const set = await this.redis.set(`${this.keyPrefix}stream-ticket:${jti}`, '1', 'PX', ttlMs, 'NX');
      return set === 'OK';
    } catch (error) {
      this.log.warn({ err: error }, 'stream tickets: Redis failed; checking single use in this process');
      return this.fallback.claim(jti, expiresAtMs);
    }
  }
}

/**
 * Single-use tickets for `GET /api/notifications/stream?ticket=…` (docs/decisions/0017): an
 * EventSource cannot send `Authorization`, and putting the 900 s access token in a URL would leak
 * it into logs and history. A ticket is a JWT (HS256, `aud` notifications-stream, `sub` user id,
 * random `jti`, valid `STREAM_TICKET_TTL_S` = 60 s) signed with a key derived from the JWT secret,
 * so it can never pass as an access token. Used ids are remembered until they expire in `used`:
 * this process's memory by default, Redis when `REDIS_URL` is set ({@link RedisUsedTicketIds}), so
 * a ticket issued by one instance is redeemed once on whichever instance holds the stream.
 */
export class StreamTickets {
  private readonly key: Uint8Array;

  constructor(
    jwtSecret: string,
    private readonly used: UsedTicketIds = new MemoryUsedTicketIds(),
  ) {
    this.key = createHmac('sha256', jwtSecret).update('synthhub notifications stream ticket').digest();
  }

  /** A new ticket for `userId`, valid `STREAM_TICKET_TTL_S` seconds. */
  async issue(userId: number): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setAudience(AUDIENCE)
      .setJti(randomBytes(16).toString('base64url'))
      .setIssuedAt()
      .setExpirationTime(`${STREAM_TICKET_TTL_S}s`)
      .sign(this.key);
  }

  /**
   * The user id a ticket names, using the ticket up. Throws Unauthorized (401) when it is missing,
   * forged, expired or was used before.
   */
  async redeem(ticket: string | undefined): Promise<number> {
    if (!ticket) throw new Unauthorized(REFUSED);
    let payload;
    try {
      ({ payload } = await jwtVerify(ticket, this.key, { algorithms: ['HS256'], audience: AUDIENCE }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw new Unauthorized(REFUSED, { cause: error });
      throw error;
    }
    const jti = payload.jti;
    const userId = Number(payload.sub);
    if (!jti || !Number.isInteger(userId) || userId < 1) throw new Unauthorized(REFUSED);
    if (!(await this.used.claim(jti, (payload.exp ?? 0) * 1000))) throw new Unauthorized(REFUSED);
    return userId;
  }
}
