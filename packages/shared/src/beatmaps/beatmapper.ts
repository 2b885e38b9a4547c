/**
 * A beatmapper and their statistics, one item of `GET /api/mappers` (formats.md §6.3 "Beatmapper";
 * the `/beatmaps/mappers` page): counts are sums over the user's published beatmaps; `*_avg` are
 * per beatmap (2 decimals); `score` and `rating` the mean of the beatmaps' (numeric strings, rating
 * in [0, 1)); play counts are 0 and `is_curated`/`is_hot` false until the site tracks them;
 * `last_beatmap_at` ISO 8601.
 */
export interface Beatmapper {
  id: number;
  beatmap_count: number;
  play_count: number;
  play_count_daily: number;
  download_count: number;
  upvote_count: number;
  downvote_count: number;
  vote_diff: number;
  vote_avg: number;
  upvote_avg: number;
  downvote_avg: number;
  download_avg: number;
  score: string;
  rating: string;
  is_curated: boolean;
  is_hot: boolean;
  last_beatmap_at: string;
  curated_qualified_at: string | null;
  user: { id: number; username: string; avatar_filename: string | null; avatar_url: string | null };
}
