/**
 * A rating (the Wilson lower bound 0..1 the API sends as `rating`, formats.md §6.3; a number or a
 * numeric string) as a whole percent, e.g. "87%"; "—" when nothing was voted on (`votes` = upvotes +
 * downvotes is 0), because a rating of no votes is no rating, not "0%".
 */
export function formatRating(rating: number | string, votes: number): string {
  const value = Number(rating);
  if (votes <= 0 || !Number.isFinite(value)) return '—';
  return `${Math.round(value * 100)}%`;
}
