import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { auth } from '../votes/votes.test-helpers.ts';

/**
 * Asks `POST /api/notifications/stream-ticket` for the holder of `token` (docs/decisions/0017) and
 * expects 200; answers the body, `{ticket, expires_in}` (expires_in in s).
 */
export async function streamTicket(
  app: FastifyInstance,
  token: string,
): Promise<{ ticket: string; expires_in: number }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/notifications/stream-ticket',
    headers: auth(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}
