import { isCountryCode } from '@synthhub/shared/profile/countries';
import * as flags from 'country-flag-icons/string/3x2';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../errors.ts';

const svgByCode = flags as unknown as Record<string, string>;

/**
 * `GET /api/flags/{code}.svg`: a country's flag (3:2 SVG from `country-flag-icons`), shown beside a
 * player's name on boards, rankings and profiles (docs/decisions/0054). The code is read in either
 * case (canonical keys, docs/decisions/0046) and must be one of COUNTRY_CODES, else 404. The bytes
 * never change for a code, so they are cached for a year; no JavaScript on the page carries flags.
 */
export const flagsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['leaderboards'],
        summary: "A country's flag (SVG, 3:2), e.g. /api/flags/DE.svg; cached for a year",
        params: z.object({ file: z.string().max(16) }),
      },
    },
    async (request, reply) => {
      const match = /^([a-z]{2})\.svg$/i.exec(request.params.file);
      const code = match?.[1]?.toUpperCase();
      if (!code || !isCountryCode(code) || !svgByCode[code])
        throw new NotFound('There is no flag for that country code (use two letters, e.g. DE.svg).');
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(svgByCode[code]);
    },
  );
};
