import { siteExternalSchema } from '@synthhub/shared/site/external.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CachedJson } from './cached-json.ts';
import { readCommunityPresence, readModManagerRelease } from './external-readers.ts';

/** A good release answer is reused for an hour: releases are rare and the code host rate-limits. */
const RELEASE_TTL_MS = 60 * 60_000;
/** Presence is reused for a minute (the online count moves slowly; one fetch per minute per server). */
const PRESENCE_TTL_MS = 60_000;
/** After a failure the source is asked again after this long, in ms. */
const RELEASE_FAILURE_TTL_MS = 5 * 60_000;

/**
 * `GET /api/site/external` (spec §7 External): the mod manager's latest release and the chat
 * community's online count, each fetched server-side from its configured URL
 * (`app.config.external`, external-settings.ts) and cached in this process; a source that is off
 * or failing (error status, timeout, malformed JSON) answers null and the page hides that part.
 * Browsers may reuse the answer for a minute.
 */
export const externalRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.config.external;
  const log = (source: string) => (error: Error) =>
    app.log.warn({ err: error.message }, `${source} fetch failed; the site hides it (spec §7 External)`);
  const release = new CachedJson({
    url: settings.modManagerReleasesUrl,
    ttlMs: RELEASE_TTL_MS,
    failureTtlMs: RELEASE_FAILURE_TTL_MS,
    timeoutMs: settings.timeoutMs,
    read: readModManagerRelease,
    onError: log('mod manager release'),
  });
  const presence = new CachedJson({
    url: settings.communityWidgetUrl,
    ttlMs: PRESENCE_TTL_MS,
    failureTtlMs: PRESENCE_TTL_MS,
    timeoutMs: settings.timeoutMs,
    read: (json) => readCommunityPresence(json, settings.communityJoinUrl),
    onError: log('community presence'),
  });

  app.get(
    '/external',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        summary:
          "The mod manager's latest release and the chat community's online count (null when unavailable)",
        response: { 200: siteExternalSchema },
      },
    },
    async (_request, reply) => {
      const [mod_manager, community] = await Promise.all([release.get(), presence.get()]);
      reply.header('cache-control', 'public, max-age=60');
      return { mod_manager, community };
    },
  );
};
