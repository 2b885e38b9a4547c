import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { SYNTH_MAX_BYTES } from '@synthhub/shared/beatmaps/beatmaps.constants';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db, DbHandle } from './db/client.ts';
import type { Config } from './env.ts';
import { createDomainEvents, type DomainEventBus } from './lib/events/domain-events.ts';
import { registerRateLimits } from './lib/http/rate-limits.ts';
import { createResponseSerializerCompiler } from './lib/http/response-serializer.ts';
import { JobQueue } from './lib/jobs/job-queue.ts';
import type { Storage } from './lib/storage/storage.ts';
import { storageOrigins } from './lib/storage/storage-settings.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { findAuthUser, authRoutes } from './modules/auth/index.ts';
import { deviceAuthRoutes } from './modules/device-auth/index.ts';
import { passwordResetRoutes } from './modules/password-reset/index.ts';
import { createUploadPipeline, type UploadPipeline } from './lib/uploads/upload-pipeline.ts';
import { adminAvatarsRoutes, avatarsRoutes } from './modules/avatars/index.ts';
import { adminBeatmapsRoutes, adminOstRoutes, beatmapsRoutes } from './modules/beatmaps/index.ts';
import { adminPlaylistsRoutes, playlistsRoutes } from './modules/playlists/index.ts';
import { adminStagesRoutes, signedUploadRoutes, stagesRoutes } from './modules/stages/index.ts';
import { adminModsRoutes, modsRoutes } from './modules/mods/index.ts';
import { usersRoutes, userListRoutes } from './modules/users/index.ts';
import { downloadsRoutes } from './modules/downloads/index.ts';
import {
  adminLeaderboardProfilesRoutes,
  leaderboardProfilesRoutes,
} from './modules/leaderboard-profiles/index.ts';
import {
  challengesRoutes,
  dethronesRoutes,
  leaderboardsReadRoutes,
  scoresReadRoutes,
} from './modules/leaderboards/index.ts';
import { rankingsRoutes, seasonsRoutes } from './modules/rankings/index.ts';
import { deviceRoutes } from './modules/device/index.ts';
import { mappersRoutes } from './modules/mappers/index.ts';
import { votesRoutes } from './modules/votes/index.ts';
import { adminEventsRoutes, eventsRoutes } from './modules/events/index.ts';
import { adminReviewsRoutes, reviewsRoutes } from './modules/reviews/index.ts';
import { adminRoutes } from './modules/admin/index.ts';
import { adminAuditRoutes } from './modules/audit/index.ts';
import { adminUsersRoutes } from './modules/admin-users/index.ts';
import { identitiesRoutes } from './modules/identities/index.ts';
import {
  apiTokensRoutes,
  authenticateApiToken,
  isApiTokenSecret,
  profileRoutes,
} from './modules/profile/index.ts';
import { flagsRoutes } from './modules/flags/index.ts';
import { followsRoutes } from './modules/follows/index.ts';
import { notificationsRoutes } from './modules/notifications/index.ts';
import { adminScoresRoutes, scoresRoutes } from './modules/scores/index.ts';
import { adminNewsRoutes, newsRoutes } from './modules/news/index.ts';
import { adminReportsRoutes, reportsRoutes } from './modules/reports/index.ts';
import { adminTagsRoutes, tagsRoutes } from './modules/tags/index.ts';
import { archiveRoutes } from './modules/archive/index.ts';
import { beatmapIndexRoutes, changesRoutes } from './modules/changes/index.ts';
import { externalRoutes } from './modules/external/index.ts';
import { registerRouteAccess } from './policies/access.ts';
import { authPlugin } from './plugins/auth.ts';
import { registerListCache } from './plugins/list-cache.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerNulGuard } from './plugins/nul-guard.ts';
import { registerOperations } from './plugins/operations.ts';
import { registerRedis } from './plugins/redis.ts';
import { registerWeb } from './plugins/web.ts';
import { registerWriteQueue } from './plugins/write-queue.ts';
import { registerSideEffects } from './side-effects.ts';
import { ReadModels } from './read-models/registry.ts';
import { registerReadModels } from './register-read-models.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    storage: Storage;
    /** Temporary upload files, upload caps and parsing workers; see lib/uploads/upload-pipeline.ts. */
    uploads: UploadPipeline;
    /** Typed domain events (lib/events/domain-events.ts); subscribers in side-effects.ts. */
    events: DomainEventBus;
    /** The durable job queue (lib/jobs/job-queue.ts; docs/decisions/0012); tests await `jobs.drained()`. */
    jobs: JobQueue;
    /** The lists' read models (read-models/registry.ts; docs/decisions/0049), off with MEMORY_INDEXES=off. */
    readModels: ReadModels;
  }
}

/** What buildApp needs: configuration, an open database and a storage. */
export interface AppDeps {
  config: Config;
  db: DbHandle;
  storage: Storage;
  /** Pino logger options; false silences logs (tests). */
  logger?: boolean | object;
  /**
   * The clock of time-window rules (event voting, spec §4), read per request; the system clock
   * when absent. Tests pass a settable one to hit a window's edges to the millisecond.
   */
  now?: () => Date;
  /**
   * Writes every answer with both response writers and throws when their bytes differ
   * (lib/http/response-serializer.ts, docs/decisions/0038). Default off; the test app
   * (test/helpers.ts) turns it on, so the whole server suite checks the fast writer against zod's.
   */
  verifyResponseSerializer?: boolean;
  /**
   * Asks PostgreSQL too for every list a read model answers, and throws when the two differ while
   * the database stood still (read-models/registry.ts; docs/decisions/0049). Default off; the test
   * app turns it on, so the whole server suite checks the read models.
   */
  verifyReadModels?: boolean;
}

/**
 * Builds the Fastify app as design.md §2 wires it: external plugins (helmet, cors, rate-limit,
 * multipart, swagger), then the app's own (auth, error handler), then the API routes under `/api`,
 * then the web app with its SPA fallback. The caller owns `listen` and closing the database.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel },
    // Only configured proxies may name the client (docs/configuration.md, TRUST_PROXY).
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A client trickling its headers or body loses its socket (408) at these bounds; long-lived
    // answers (event streams, the NDJSON feed) are not bounded by them (docs/decisions/0047).
    requestTimeout: deps.config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(deps.config.headersTimeoutMs, deps.config.requestTimeoutMs),
      connectionsCheckingInterval: deps.config.timeoutCheckMs ?? 1000,
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    createResponseSerializerCompiler({
      verify: deps.verifyResponseSerializer ?? false,
    }),
  );
  // Before any route: collects and enforces each route's access class (docs/decisions/0011).
  registerRouteAccess(app);
  // Like Fastify's JSON parser, but an empty body is "no body" rather than a 400, so body-less
  // POSTs such as logout work from any client.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      (error as { statusCode?: number }).statusCode = 400;
      done(error as Error, undefined);
    }
  });
  app.decorate('config', deps.config);
  app.decorate('db', deps.db.db);
  app.decorate('storage', deps.storage);
  app.decorate('uploads', createUploadPipeline(deps.config));
  app.addHook('onClose', async () => app.uploads.close());
  app.decorate('events', createDomainEvents());
  app.decorate(
    'readModels',
    registerReadModels(
      new ReadModels(deps.db.db, {
        enabled: deps.config.memoryIndexes,
        verify: deps.verifyReadModels ?? false,
      }),
    ),
  );
  // Before everything that counts or caches: with REDIS_URL they share Redis (docs/decisions/0036).
  registerRedis(app, deps.config.redis);
  app.decorate('jobs', new JobQueue(app.db, app.log, { pollMs: deps.config.jobsPollMs }));
  registerSideEffects(app);
  // The worker starts with the app and stops before the database closes (the caller closes it).
  app.addHook('onReady', async () => app.jobs.start(deps.config.jobsTestPauseMs));
  app.addHook('onClose', async () => app.jobs.close());

  // Files in a bucket are fetched from its endpoint or public URL (lib/storage/storage-settings.ts).
  const storageSrc = storageOrigins(deps.config.storage);
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...storageSrc.media],
        ...(storageSrc.media.length > 0 && { mediaSrc: ["'self'", ...storageSrc.media] }),
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'https:', ...storageSrc.connect],
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        // Served over plain http on localhost by default: upgrading would break every request.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await app.register(cors, {
    origin: true,
    exposedHeaders: ['Content-Disposition', 'ETag', 'Content-Length', 'X-Changes-Cursor', 'X-Changes-More'],
  });
  // JSON answers above 1 kB compressed when the client accepts it (docs/decisions/0025).
  await registerCompression(app);
  // With Redis the counts are shared by every instance; a Redis error lets the request through
  // (fail open, docs/decisions/0036) rather than refusing everyone.
  await app.register(rateLimit, {
    global: false,
    enableDraftSpec: true,
    ...(app.redis && {
      redis: app.redis.command,
      nameSpace: `${app.redis.keyPrefix}rate-limit:`,
      skipOnError: true,
    }),
  });
  registerRateLimits(app, deps.config.rateLimits);
  await app.register(multipart, { limits: { fileSize: SYNTH_MAX_BYTES, files: 1, fields: 10 } });
  // Before the routes: each write route gets the queue's preHandler (docs/decisions/0047).
  registerWriteQueue(app, deps.config.writeQueue);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Synthhub API', version: '0.1.0', description: 'The Synthhub community site API' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(authPlugin, {
    secret: deps.config.jwtSecret,
    findUser: (id) => findAuthUser(app.db, id),
    apiTokens: { isApiToken: isApiTokenSecret, findUser: (secret) => authenticateApiToken(app.db, secret) },
  });
  registerErrorHandler(app);
  registerNulGuard(app);
  registerOperations(app, { metricsToken: deps.config.metricsToken });
  const redis = app.redis;
  if (redis) app.readiness.set('redis', () => redis.check());
  registerListCache(app, { ttlMs: deps.config.listCacheTtlMs, maxBytes: deps.config.listCacheMaxBytes });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/'))
      reply.header('server-timing', `total;dur=${reply.elapsedTime.toFixed(1)}`);
  });

  await app.register(
    async (api) => {
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(passwordResetRoutes, { prefix: '/auth' });
      await api.register(deviceAuthRoutes, { prefix: '/auth/device' });
      // The catalogue index's static path before the beatmaps' `/:id` (docs/decisions/0035).
      await api.register(beatmapIndexRoutes, { prefix: '/beatmaps' });
      await api.register(beatmapsRoutes, { prefix: '/beatmaps' });
      await api.register(playlistsRoutes, { prefix: '/playlists' });
      await api.register(avatarsRoutes, { prefix: '/models/avatars' });
      await api.register(stagesRoutes, { prefix: '/models/stages' });
      await api.register(modsRoutes, { prefix: '/mods' });
      await api.register(signedUploadRoutes, { prefix: '/uploads' });
      await api.register(usersRoutes, { prefix: '/users' });
      await api.register(userListRoutes, { prefix: '/user' });
      await api.register(profileRoutes, { prefix: '/user' });
      await api.register(apiTokensRoutes, { prefix: '/user' });
      await api.register(mappersRoutes, { prefix: '/mappers' });
      await api.register(deviceRoutes, { prefix: '/device' });
      await api.register(leaderboardProfilesRoutes, { prefix: '/leaderboard-profiles' });
      await api.register(scoresRoutes, { prefix: '/scores' });
      await api.register(leaderboardsReadRoutes, { prefix: '/leaderboards' });
      await api.register(scoresReadRoutes, { prefix: '/scores' });
      await api.register(rankingsRoutes, { prefix: '/rankings' });
      await api.register(seasonsRoutes, { prefix: '/seasons' });
      await api.register(challengesRoutes, { prefix: '/challenges' });
      await api.register(dethronesRoutes, { prefix: '/dethrones' });
      await api.register(downloadsRoutes, { prefix: '/downloads' });
      await api.register(votesRoutes);
      await api.register(reviewsRoutes, { prefix: '/beatmaps' });
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(adminAuditRoutes, { prefix: '/admin/audit' });
      await api.register(adminBeatmapsRoutes, { prefix: '/admin/beatmaps' });
      await api.register(adminPlaylistsRoutes, { prefix: '/admin/playlists' });
      await api.register(adminAvatarsRoutes, { prefix: '/admin/models/avatars' });
      await api.register(adminStagesRoutes, { prefix: '/admin/models/stages' });
      await api.register(adminModsRoutes, { prefix: '/admin/mods' });
      await api.register(adminUsersRoutes, { prefix: '/admin/users' });
      await api.register(adminLeaderboardProfilesRoutes, { prefix: '/admin/leaderboard-profiles' });
      await api.register(adminReviewsRoutes, { prefix: '/admin/reviews' });
      await api.register(identitiesRoutes);
      await api.register(followsRoutes, { prefix: '/users' });
      await api.register(notificationsRoutes, { prefix: '/notifications' });
      await api.register(eventsRoutes, { prefix: '/events', ...(deps.now ? { now: deps.now } : {}) });
      await api.register(adminOstRoutes, { prefix: '/admin/ost' });
      await api.register(adminEventsRoutes, {
        prefix: '/admin/events',
        ...(deps.now ? { now: deps.now } : {}),
      });
      await api.register(newsRoutes, { prefix: '/news' });
      await api.register(adminNewsRoutes, { prefix: '/admin/news' });
      await api.register(reportsRoutes, { prefix: '/reports' });
      await api.register(adminReportsRoutes, { prefix: '/admin/reports' });
      await api.register(adminScoresRoutes, { prefix: '/admin/scores' });
      await api.register(tagsRoutes, { prefix: '/tags' });
      await api.register(adminTagsRoutes, { prefix: '/admin/tags' });
      await api.register(archiveRoutes, { prefix: '/archive' });
      await api.register(externalRoutes, { prefix: '/site' });
      await api.register(changesRoutes, { prefix: '/changes' });
      await api.register(flagsRoutes, { prefix: '/flags' });
    },
    { prefix: '/api' },
  );
  await registerWeb(app, deps.config.webDist);
  return app;
}
