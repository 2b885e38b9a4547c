import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { ServiceUnavailable } from '../errors.ts';
import { Admission, type AdmissionLimits } from '../lib/http/admission.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The write queue (plugins/write-queue.ts; docs/decisions/0047); null when turned off. */
    writeQueue: Admission | null;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Seconds a refused write is told to wait (`Retry-After`): about what a full queue takes to drain. */
export const WRITE_RETRY_AFTER_S = 2;

const busy = () =>
  new ServiceUnavailable(
    `The site is busy saving other changes. Nothing was saved: try again in ${WRITE_RETRY_AFTER_S} seconds.`,
    WRITE_RETRY_AFTER_S,
  );

/** Ends a request whose client has gone without running its handler (nothing is left to answer). */
function drop(request: FastifyRequest, reply: FastifyReply): void {
  reply.hijack();
  request.raw.destroy();
}

/** Whether the client of this request has gone (its response can no longer be delivered). */
const clientGone = (reply: FastifyReply) => reply.raw.destroyed || !!reply.raw.socket?.destroyed;

/**
 * The write queue (docs/decisions/0047): every write request under `/api` (POST, PUT, PATCH,
 * DELETE; multipart uploads apart, which have their own upload slots, lib/uploads/upload-slots.ts)
 * takes a place of `limits` after its access check, rate limits and body validation, i.e. as the
 * last preHandler before its handler, and holds it until its response is sent or its socket closes.
 * At most `concurrency` run at once and `maxQueued` wait, each at most `maxWaitMs`: beyond either
 * bound the answer is 503 with `Retry-After` ({@link WRITE_RETRY_AFTER_S} s) and nothing is written.
 * A request whose client disconnected before its turn leaves the queue and never reaches the
 * database. `limits` null: no queue (`app.writeQueue` null). Register before the routes (it adds
 * its preHandler through an `onRoute` hook).
 */
export function registerWriteQueue(app: FastifyInstance, limits: AdmissionLimits | null): void {
  const queue = limits ? new Admission(limits) : null;
  app.decorate('writeQueue', queue);
  if (!queue) return;
  const gate: preHandlerHookHandler = async (request, reply) => {
    if (!WRITE_METHODS.has(request.method) || request.isMultipart()) return;
    if (clientGone(reply)) return drop(request, reply);
    const gone = new AbortController();
    const onClose = () => gone.abort();
    reply.raw.once('close', onClose);
    const admitted = await queue.acquire(gone.signal);
    reply.raw.off('close', onClose);
    if (!admitted.ok) {
      if (admitted.reason === 'aborted') return drop(request, reply);
      throw busy();
    }
    if (clientGone(reply)) {
      admitted.release();
      return drop(request, reply);
    }
    reply.raw.once('close', admitted.release);
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.url.startsWith('/api/') || !methods.some((m) => WRITE_METHODS.has(m))) return;
    const own = route.preHandler;
    route.preHandler = [...(own === undefined ? [] : Array.isArray(own) ? own : [own]), gate];
  });
}
