import { z } from 'zod';
import { publicUserSchema } from '../users/users.schemas.ts';
import { voteCountsSchema } from '../votes/votes.schemas.ts';

/**
 * A user as items and other records embed them (formats.md §6.3 `user`; spec §3 "User"): the
 * public user's `id`, `username`, `avatar_filename` and `avatar_url` (relative or null).
 */
export const itemUserSchema = publicUserSchema.pick({
  id: true,
  username: true,
  avatar_filename: true,
  avatar_url: true,
});
export type ItemUser = z.infer<typeof itemUserSchema>;

/**
 * The fields every content item answers with, whatever its kind (formats.md §6.3: the union of
 * the Beatmap, Playlist, Stage and Avatar shapes the community clients read):
 * - `id`; `description` (null when none); `user`, the uploader
 * - `cover_version` (bumped when the cover changes, the `?v=` of cover URLs); `cover_url`
 *   relative, '' when the kind shows no cover; `download_url` relative
 * - `download_count` and the vote counts of {@link voteCountsSchema} (`score`, `rating` numeric strings)
 * - `published`, `published_at` (ISO 8601 or null), `created_at`, `updated_at` (ISO 8601)
 * Each kind extends it (`beatmapSchema`, `playlistSchema`, `stageSchema`, `avatarSchema`). No
 * transforms: Fastify serialises replies by encoding them with these schemas.
 */
export const itemSchema = z.object({
  id: z.number().int(),
  description: z.string().nullable(),
  cover_version: z.number().int(),
  download_count: z.number().int(),
  ...voteCountsSchema.shape,
  published: z.boolean(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  user: itemUserSchema,
  download_url: z.string(),
  cover_url: z.string(),
});
export type Item = z.infer<typeof itemSchema>;

/**
 * What every upload or create endpoint answers (spec §7 "Uploads": the client reads the new
 * item's `id`), with status 201.
 */
export const createdSchema = z.object({ id: z.number().int() });
export type Created = z.infer<typeof createdSchema>;
