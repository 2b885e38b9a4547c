import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers (Content-Security-Policy, HSTS, X-Content-Type-Options, …) on every
 * answer, from one helmet middleware built at start. @fastify/helmet, which this replaces, built the
 * middleware again for every request (parsing the CSP directives each time; about 2–3 % of an
 * uncached list's server CPU, docs/performance.md) and ran two hooks per request; the site needs
 * none of what that buys (per-route options, CSP nonces, `reply.helmet()`). The headers are
 * helmet's own, so they are what @fastify/helmet sent (test/content-security-policy.test.ts).
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, options: HelmetOptions) => {
    const middleware = helmet(options);
    app.addHook('onRequest', (request, reply, done) => {
      middleware(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
  },
  { name: 'security-headers' },
);
