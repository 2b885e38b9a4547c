import { z } from 'zod';
import { itemUserSchema } from '../items/item.schemas.ts';

/**
 * A player as the competitive views show one (docs/decisions/0054): the leaderboard profile `id`,
 * the `name` to show (the linked account's username, else the profile's name), the linked
 * account's public fields (`user`, null when the profile belongs to no account; its `avatar_url`
 * is the picture) and the `country` that account chose (ISO 3166-1 alpha-2, null when none).
 *
 * Only the views built for the site answer players; the shapes the community's tools read
 * (formats.md §6.2: scores, leaderboard scores, rankings) keep their `profile` object unchanged.
 */
export const playerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  user: itemUserSchema.nullable(),
  country: z.string().nullable(),
});
export type Player = z.infer<typeof playerSchema>;
