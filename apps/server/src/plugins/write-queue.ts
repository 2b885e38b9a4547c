import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { ServiceUnavailable } from '../errors.ts';
import { Admission, type AdmissionLimits } from '../lib/http/admission.ts';

/** The write queue's bounds: the queue's own, and write starts a second (0 or absent: no bound). */
export interface WriteQueueLimits extends AdmissionLimits {
  ratePerS?: number;
  /**
   * Writes arriving while the event loop has lately run this late (ms; the worst delay of a 50 ms
   * timer over the last second) are answered 503: requests are then waiting unread in their
   * sockets. Absent or 0: no such bound.
   */
  shedLagMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The write queue (plugins/write-queue.ts; docs/decisions/0047); null when turned off. */
    writeQueue: Admission | null;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * How long a queued write's body may take to arrive, in ms: bodies are at most 1 MB of JSON
 * (multipart uploads are not queued), and a write holds an arrival place while its body arrives.
 */
export const WRITE_BODY_TIMEOUT_MS = 10_000;

/** Write requests in progress allowed from arrival: twice those the queue runs and holds. */
export const arrivalsAllowed = (limits: AdmissionLimits) => 2 * (limits.concurrency + limits.maxQueued);

/** Ms between the marks of the event loop's lateness (see WriteQueueLimits.shedLagMs). */
const LAG_TICK_MS = 50;

/** Requests whose body was read (they reached preValidation). */
const bodyRead = new WeakSet<FastifyRequest>();

/** A write under `/api` that the queue bounds (multipart uploads have their own slots). */
const isQueuedWrite = (request: FastifyRequest) =>
  WRITE_METHODS.has(request.method) &&
  request.url.startsWith('/api/') &&
  !/^multipart\//i.test(request.headers['content-type'] ?? '');

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
 * is counted from its arrival: past {@link arrivalsAllowed} in progress, or past `ratePerS` write
 * starts a second (a token bucket holding one second's worth), or while the event loop runs later
 * than `shedLagMs`, it is answered 503 before any work
 * (the account lookup included), and one whose body takes longer than
 * {@link WRITE_BODY_TIMEOUT_MS} loses its socket. Then it takes a place of `limits` after its
 * access check, rate limits and body validation, i.e. as the last preHandler before its handler,
 * and holds it until its response is sent or its socket closes.
 * At most `concurrency` run at once and `maxQueued` wait, each at most `maxWaitMs`: beyond either
 * bound the answer is 503 with `Retry-After` ({@link WRITE_RETRY_AFTER_S} s) and nothing is written.
 * A request whose client disconnected before its turn leaves the queue and never reaches the
 * database. `limits` null: no queue (`app.writeQueue` null). Register before the routes (it adds
 * its preHandler through an `onRoute` hook).
 */
export function registerWriteQueue(app: FastifyInstance, limits: WriteQueueLimits | null): void {
  const queue = limits ? new Admission(limits) : null;
  app.decorate('writeQueue', queue);
  if (!queue || !limits) return;
  const gate: preHandlerHookHandler = async (request, reply) => {
    if (!isQueuedWrite(request)) return;
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
  // On arrival, before the auth plugin reads the account (one more statement for PGlite) and before
  // the body is read: past `arrivalCap` write requests in progress the answer is 503 at once, so a
  // burst costs no database work beyond what the queue will run.
  const arrivalCap = arrivalsAllowed(limits);
  let inProgress = 0;
  // A token bucket of write starts: `ratePerS` a second, as many at once (PGlite's ceiling).
  const rate = limits.ratePerS ?? 0;
  let tokens = rate;
  let filledAt = performance.now();
  const takeToken = () => {
    if (rate <= 0) return true;
    const now = performance.now();
    tokens = Math.min(rate, tokens + ((now - filledAt) / 1000) * rate);
    filledAt = now;
    if (tokens < 1) return false;
    tokens--;
    return true;
  };
  // The event loop's recent lateness: a 50 ms timer's worst delay over the last second.
  const shedLagMs = limits.shedLagMs ?? 0;
  let lags: { at: number; ms: number }[] = [];
  let expected = performance.now() + LAG_TICK_MS;
  const ticker = setInterval(() => {
    const now = performance.now();
    lags.push({ at: now, ms: Math.max(0, now - expected) });
    lags = lags.filter((l) => l.at > now - 1000);
    expected = now + LAG_TICK_MS;
  }, LAG_TICK_MS);
  ticker.unref();
  app.addHook('onClose', async () => clearInterval(ticker));
  const lagging = () => {
    if (shedLagMs <= 0) return false;
    const now = performance.now();
    // The current stretch counts too: the timer may be the one kept waiting right now.
    if (now - expected > shedLagMs) return true;
    return lags.some((l) => l.at > now - 1000 && l.ms > shedLagMs);
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (!isQueuedWrite(request)) return done();
    if (inProgress >= arrivalCap || lagging() || !takeToken()) return done(busy());
    inProgress++;
    const timer = setTimeout(() => {
      // Still reading the body: a client trickling it would hold an arrival place.
      if (!bodyRead.has(request)) request.raw.destroy();
    }, WRITE_BODY_TIMEOUT_MS);
    timer.unref();
    reply.raw.once('close', () => {
      inProgress--;
      clearTimeout(timer);
    });
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    bodyRead.add(request);
    done();
  });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.url.startsWith('/api/') || !methods.some((m) => WRITE_METHODS.has(m))) return;
    const own = route.preHandler;
    route.preHandler = [...(own === undefined ? [] : Array.isArray(own) ? own : [own]), gate];
  });
}
