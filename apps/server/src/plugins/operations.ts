import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { Unauthorized } from '../errors.ts';
import { jobStatusByKind } from '../lib/jobs/job-status.ts';

/** A readiness check: resolves when the dependency answers, throws (with a message saying why) when not. */
export type ReadinessCheck = () => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The checks `GET /readyz` runs, by name (plugins/operations.ts): `database` and `storage` are
     * built in; a module that depends on another service adds its own (e.g. `redis`).
     */
    readiness: Map<string, ReadinessCheck>;
    /** The Prometheus registry `GET /metrics` answers (plugins/operations.ts). */
    metrics: Registry;
  }
}

/** How long one readiness check may take before it counts as failed (ms). */
export const READINESS_TIMEOUT_MS = 2000;

/** Upper bounds (s) of the request latency histogram: 5 ms … 10 s. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Options of {@link registerOperations}. */
export interface OperationsOptions {
  /** When set, `/metrics` requires `Authorization: Bearer <metricsToken>` (METRICS_TOKEN). */
  metricsToken?: string | undefined;
}

/** Rejects with "timed out after N ms" unless `promise` settles within `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Health probes and metrics are polled every few seconds: their request logs would drown the rest. */
const quiet = { logLevel: 'warn' as const, config: { access: 'public' as const } };

/**
 * The operations endpoints (docs/operations.md; design.md §6 "Scaling out"), outside `/api`:
 * - `GET /healthz` — the process is up and serving: 200 `{ status: "ok" }`, no dependency checked
 *   (a liveness probe: restart the process when it fails);
 * - `GET /readyz` — every check of `app.readiness` (database `select 1`, storage `check()`, and what
 *   modules add) within {@link READINESS_TIMEOUT_MS} each: 200 `{ status: "ready", checks }`, or 503
 *   `{ status: "not ready", checks }` where `checks` maps each name to "ok" or the failure's message;
 *   503 `{ status: "shutting down" }` once the server is closing, so a load balancer drains it;
 * - `GET /metrics` — Prometheus text format: `http_request_duration_seconds` (histogram by method,
 *   route pattern and status code; requests no route matched count as route "unmatched"),
 *   `synthhub_jobs{kind,state}` and `synthhub_jobs_oldest_due_seconds{kind}` (the job queue,
 *   lib/jobs/job-status.ts), and prom-client's default process metrics (collected from the first
 *   scrape on). With `metricsToken`, other callers get 401.
 * All three answer `Cache-Control: no-store`. Once the server is closing, every answer carries
 * `Connection: close`, so a keep-alive client does not hold the close open after its last answer.
 */
export function registerOperations(app: FastifyInstance, options: OperationsOptions = {}): void {
  const readiness = new Map<string, ReadinessCheck>();
  readiness.set('database', async () => void (await app.db.execute(sql`select 1`)));
  readiness.set('storage', async () => app.storage.check?.());
  app.decorate('readiness', readiness);
  const registry = new Registry();
  app.decorate('metrics', registry);

  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    latency.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  const jobs = new Gauge({
    name: 'synthhub_jobs',
    help: 'Jobs in the queue by kind and state (due: waiting for a worker; running; waiting: not due yet; failed: gave up)',
    labelNames: ['kind', 'state'] as const,
    registers: [registry],
  });
  const oldestDue = new Gauge({
    name: 'synthhub_jobs_oldest_due_seconds',
    help: 'How long the oldest due job of each kind has waited for a worker, in seconds',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  let defaultsCollected = false;
  const scrape = async () => {
    if (!defaultsCollected) {
      collectDefaultMetrics({ register: registry });
      defaultsCollected = true;
    }
    jobs.reset();
    oldestDue.reset();
    for (const row of await jobStatusByKind(app.db)) {
      for (const state of ['due', 'running', 'waiting', 'failed'] as const)
        jobs.set({ kind: row.kind, state }, row[state]);
      oldestDue.set({ kind: row.kind }, row.oldestDueSeconds);
    }
    return registry.metrics();
  };

  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Answers finished during a shutdown close their connection: an idle keep-alive connection left
  // open would hold the server's close until the client let go (server.ts waits for it).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });

  app.get('/healthz', quiet, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', quiet, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (closing) return reply.code(503).send({ status: 'shutting down' });
    const names = [...app.readiness.keys()];
    const results = await Promise.allSettled(
      names.map((name) => within(app.readiness.get(name)!(), READINESS_TIMEOUT_MS)),
    );
    const checks: Record<string, string> = {};
    results.forEach((r, i) => {
      checks[names[i]!] = r.status === 'fulfilled' ? 'ok' : String((r.reason as Error)?.message ?? r.reason);
    });
    const ready = results.every((r) => r.status === 'fulfilled');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks });
  });

  app.get(
    '/metrics',
    { ...quiet, config: { ...quiet.config, ownBearer: true } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      if (options.metricsToken && request.headers.authorization !== `Bearer ${options.metricsToken}`)
        throw new Unauthorized('The metrics need the token set in METRICS_TOKEN (Authorization: Bearer …).');
      const text = await scrape();
      return reply.type(registry.contentType).send(text);
    },
  );
}
