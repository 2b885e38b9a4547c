import { z } from 'zod';
import { beatmapSchema } from './beatmaps.schemas.ts';

/**
 * One entry of the signed-in user's download history (`GET /api/downloads`; spec §1
 * /beatmaps/downloads): the beatmap as `GET /api/beatmaps` shows it (formats.md §6.3), when it was
 * last downloaded (`downloaded_at`, ISO 8601) and how many times (`times`, ≥ 1).
 */
export const downloadHistoryEntrySchema = z.object({
  downloaded_at: z.string(),
  times: z.number().int(),
  beatmap: beatmapSchema,
});
export type DownloadHistoryEntry = z.infer<typeof downloadHistoryEntrySchema>;
