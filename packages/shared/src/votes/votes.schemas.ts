import { z } from 'zod';

/**
 * What can be voted on (docs/decisions/0003): the four kinds of content. Each is voted on at
 * `PUT|DELETE|GET {VOTE_PATHS[kind]}/{id}/vote`.
 */
export const VOTE_KINDS = ['beatmap', 'playlist', 'stage', 'avatar', 'mod'] as const;
export type VoteKind = (typeof VOTE_KINDS)[number];

/** API path prefix of each kind's items (formats.md §6.2 paths), without the `/{id}/vote` tail. */
export const VOTE_PATHS: Record<VoteKind, string> = {
  beatmap: '/api/beatmaps',
  playlist: '/api/playlists',
  stage: '/api/models/stages',
  avatar: '/api/models/avatars',
  mod: '/api/mods',
};

/** Body of `PUT …/{id}/vote`: `value` 1 (up) or -1 (down); anything else is a 400. */
export const voteBodySchema = z.object({
  value: z.union([z.literal(1), z.literal(-1)], { error: 'value must be 1 or -1' }),
});
export type VoteBody = z.infer<typeof voteBodySchema>;

/**
 * An item's vote counts as every item shape and vote answer carries them (formats.md §6.3):
 * `vote_diff` is `upvote_count - downvote_count`; `score` and `rating` are decimal strings
 * (PostgreSQL `numeric` columns, docs/decisions/0003).
 */
export const voteCountsSchema = z.object({
  upvote_count: z.number().int(),
  downvote_count: z.number().int(),
  vote_diff: z.number().int(),
  score: z.string(),
  rating: z.string(),
});

/**
 * What every vote endpoint answers: the caller's vote (`value`: 1 up, -1 down, 0 none) and the
 * item's counts after it ({@link voteCountsSchema}).
 */
export const voteStateSchema = z.object({
  value: z.union([z.literal(1), z.literal(-1), z.literal(0)]),
  ...voteCountsSchema.shape,
});
export type VoteState = z.infer<typeof voteStateSchema>;
