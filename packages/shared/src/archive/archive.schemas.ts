import { z } from 'zod';

/** Earliest and latest chartathon year the API accepts in `?year=`. */
export const CHARTATHON_YEAR_MIN = 2000;
export const CHARTATHON_YEAR_MAX = 2100;

/**
 * One placed entry of a chartathon (docs/decisions/0028): `placement` (1 = winner), `title`,
 * `mapper_name` as the contest listed it, `judges_notes` (plain text, null when none), and
 * `beatmap_id` of the published beatmap on Synthhub, or null when it is not here.
 */
export const chartathonEntrySchema = z.object({
  id: z.number().int(),
  placement: z.number().int(),
  title: z.string(),
  mapper_name: z.string(),
  judges_notes: z.string().nullable(),
  beatmap_id: z.number().int().nullable(),
});
export type ChartathonEntry = z.infer<typeof chartathonEntrySchema>;

/** A past mapping contest (`/archive/chartathon`, spec §2) with its entries by placement. */
export const chartathonSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  title: z.string(),
  theme: z.string(),
  description: z.string(),
  entries: z.array(chartathonEntrySchema),
});
export type Chartathon = z.infer<typeof chartathonSchema>;

/** `GET /api/archive/chartathons`: the contests, newest year first. */
export const chartathonListSchema = z.array(chartathonSchema);

/** Its query: `year` (whole number 2000–2100) keeps that year's contests only. */
export const chartathonQuerySchema = z.object({
  year: z.coerce
    .number('year must be a whole number')
    .int('year must be a whole number')
    .min(CHARTATHON_YEAR_MIN, `year must be from ${CHARTATHON_YEAR_MIN} to ${CHARTATHON_YEAR_MAX}`)
    .max(CHARTATHON_YEAR_MAX, `year must be from ${CHARTATHON_YEAR_MIN} to ${CHARTATHON_YEAR_MAX}`)
    .optional(),
});
