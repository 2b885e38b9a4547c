import { createHmac, randomBytes } from 'node:crypto';
import { STREAM_TICKET_TTL_S } from '@synthhub/shared/notifications/notifications.constants';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { Unauthorized } from '../../errors.ts';

const AUDIENCE = 'notifications-stream';
const REFUSED = 'The stream ticket is missing, expired or already used. Ask for a new one.';

/**
 * Single-use tickets for `GET /api/notifications/stream?ticket=…` (docs/decisions/0017): an
 * EventSource cannot send `Authorization`, and putting the 900 s access token in a URL would leak
 * it into logs and history. A ticket is a JWT (HS256, `aud` notifications-stream, `sub` user id,
 * random `jti`, valid `STREAM_TICKET_TTL_S` = 60 s) signed with a key derived from the JWT secret,
 * so it can never pass as an access token. Used ids are remembered until they expire; single use
 * holds per process (several instances would share the set in Redis, like the hub).
 */
export class StreamTickets {
  private readonly key: Uint8Array;
  private readonly used = new Map<string, number>();

  constructor(jwtSecret: string) {
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
    const now = Date.now();
    for (const [jti, exp] of this.used) if (exp < now) this.used.delete(jti);
    const jti = payload.jti;
    const userId = Number(payload.sub);
    if (!jti || this.used.has(jti) || !Number.isInteger(userId) || userId < 1)
      throw new Unauthorized(REFUSED);
    this.used.set(jti, (payload.exp ?? 0) * 1000);
    return userId;
  }
}
