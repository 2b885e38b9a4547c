import type { VoteKind } from '@synthhub/shared/votes/votes.schemas';
import { avatars, beatmaps, mods, playlists, stages } from '../../db/schema/index.ts';

/** The tables that hold votable items; each has `user_id`, `published` and the four vote columns. */
export type VotableTable = typeof beatmaps | typeof playlists | typeof stages | typeof avatars | typeof mods;

/** Per kind: its table and the word used in a 404 message ("Beatmap 12 was not found."). */
export const VOTE_TARGETS: Record<VoteKind, { table: VotableTable; label: string }> = {
  beatmap: { table: beatmaps, label: 'Beatmap' },
  playlist: { table: playlists, label: 'Playlist' },
  stage: { table: stages, label: 'Stage' },
  avatar: { table: avatars, label: 'Avatar' },
  mod: { table: mods, label: 'Mod' },
};
