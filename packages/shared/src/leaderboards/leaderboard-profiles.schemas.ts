/**
 * A leaderboard profile as the API shows it (spec §3 "Leaderboard profile": id, name): the identity
 * scores are posted under, optionally linked to a site user (`user_id`, `user` when joined).
 * `created_at` is an ISO 8601 string.
 */
export interface LeaderboardProfile {
  id: number;
  name: string;
  user_id: number | null;
  created_at: string;
  user?: { id: number; username: string; avatar_filename: string | null; avatar_url: string | null } | null;
}
