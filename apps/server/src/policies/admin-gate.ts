import type { FastifyInstance } from 'fastify';
import { checkAccess } from './access.ts';

/**
 * The one admin gate (spec §6: "The admin guard allows a request only if the authenticated user has
 * the admin flag. Otherwise it is rejected with the message 'Unauthorized'"; design.md: checked on
 * the server for every `/api/admin/*` route). Add it to the plugin that owns the `/api/admin`
 * prefix: an `onRequest` hook for the whole folder, as fastify/demo's `autohooks.ts` does. Anonymous
 * callers get 401, signed-in non-admins 403, both with the message "Unauthorized", before anything
 * else of the request is read; an API token or a device sign-in 403 whoever its user is
 * (docs/decisions/0045).
 */
export function addAdminGate(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    checkAccess({ access: 'admin' }, request.user);
  });
}
