/**
 * The notifications a player gets when an admin reviews one of their scores (docs/decisions/0054
 * "Honest scores"; spec §2 "Admin area": moderation tells the owner). Sent through the durable
 * `notify` job that `recordAudit`'s notice enqueues in the admin's transaction.
 */

/** Which review outcome the player is told about. */
export type ScoreNoticeKind = 'removed' | 'released';

/** The chart a score was set on, as the notification names it. */
export interface ScoreNoticeChart {
  leaderboardId: number;
  /** The leaderboard's song name (may be empty: then "leaderboard <id>"). */
  song: string;
  /** "Expert", "Master" … */
  difficulty: string;
  /** "Rhythm" or "Force". */
  mode: string;
}

/**
 * The notice of a reviewed score: `removed` — "An admin removed your score of 98 765 on <song>
 * (<difficulty>, <mode>): <reason>"; `released` — "Your score of … was reviewed and now counts on
 * the leaderboard." Links to the leaderboard (`/leaderboards/<id>`). Text cut to 500 characters
 * (the notify job's limit).
 */
export function scoreNotice(
  kind: ScoreNoticeKind,
  chart: ScoreNoticeChart,
  score: number,
  reason?: string,
): { text: string; url: string } {
  const where = `${chart.song || `leaderboard ${chart.leaderboardId}`} (${chart.difficulty}, ${chart.mode})`;
  const text =
    kind === 'removed'
      ? `An admin removed your score of ${score} on ${where}: ${reason ?? 'no reason given'}`
      : `Your score of ${score} on ${where} was reviewed and now counts on the leaderboard.`;
  return { text: text.slice(0, 500), url: `/leaderboards/${chart.leaderboardId}` };
}
