import { z } from 'zod';

/** Longest season slug (characters); the slug is the last segment of `/rankings/season/{slug}` (spec §2). */
export const SEASON_SLUG_MAX = 64;
/** Longest season name (characters). */
export const SEASON_NAME_MAX = 100;

/**
 * A new season as an admin defines it: a URL slug (lowercase letters, digits and single hyphens),
 * a display name, and its range [starts_at, ends_at) as ISO 8601 date-times; the end must come after
 * the start. Seasons must not overlap (checked against the database by the server).
 */
export const newSeasonSchema = z
  .object({
    slug: z
      .string()
      .max(SEASON_SLUG_MAX, `slug must be at most ${SEASON_SLUG_MAX} characters`)
      .regex(
        /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
        'slug must be lowercase letters and digits, words joined by single hyphens (e.g. season-3)',
      ),
    name: z
      .string()
      .trim()
      .min(1, 'name must not be empty')
      .max(SEASON_NAME_MAX, `name must be at most ${SEASON_NAME_MAX} characters`),
    starts_at: z.iso.datetime({ offset: true, message: 'starts_at must be an ISO 8601 date-time' }),
    ends_at: z.iso.datetime({ offset: true, message: 'ends_at must be an ISO 8601 date-time' }),
  })
  .refine((s) => Date.parse(s.ends_at) > Date.parse(s.starts_at), {
    message: 'ends_at must come after starts_at',
    path: ['ends_at'],
  });
export type NewSeason = z.infer<typeof newSeasonSchema>;
