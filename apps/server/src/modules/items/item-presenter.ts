import { profileAvatarUrl } from '@synthhub/shared/profile/profile.constants';
/** Formats a numeric column (a string from PostgreSQL) without trailing zeros: "94.000" → "94" (formats.md §6.3). */
export function numericString(value: string): string {
  const n = Number(value);
  return Number.isFinite(n) ? String(n) : value;
}

/** The counts every item carries (formats.md §6.3), in the API's key order. */
export function presentItemCounts(row: {
  downloadCount: number;
  upvoteCount: number;
  downvoteCount: number;
  score: string;
  rating: string;
}) {
  return {
    download_count: row.downloadCount,
    upvote_count: row.upvoteCount,
    downvote_count: row.downvoteCount,
    vote_diff: row.upvoteCount - row.downvoteCount,
    score: numericString(row.score),
    rating: numericString(row.rating),
  };
}

/** An item's uploader as the API shows it (formats.md §6.3 `user`; `avatar_url` where the profile picture is served, or null). */
export function presentItemUser(user: { id: number; username: string; avatarFilename: string | null }) {
  return {
    id: user.id,
    username: user.username,
    avatar_filename: user.avatarFilename,
    avatar_url: profileAvatarUrl(user.avatarFilename),
  };
}
