import Box from '@mui/material/Box';

/**
 * What a rank change says to a screen reader and on hover (docs/decisions/0054 "Snapshots"):
 * "up 3 since yesterday", "down 1 since last week", "no change since yesterday". `change` is the
 * snapshot's rank minus today's (positive = climbed); `since` names the snapshot's day.
 */
export function rankChangeLabel(change: number, since: string): string {
  if (change > 0) return `up ${change.toLocaleString('en')} since ${since}`;
  if (change < 0) return `down ${(-change).toLocaleString('en')} since ${since}`;
  return `no change since ${since}`;
}

/**
 * A rank change as players know it from BeatLeader and ScoreSaber: ▲3 in green (climbed), ▼2 in
 * red (fell), a grey "=" when unchanged, nothing when there is no snapshot to compare with (null).
 * Announced as one image named by {@link rankChangeLabel}.
 */
export function RankChange({ change, since }: { change: number | null; since: string }) {
  if (change === null) return null;
  const label = rankChangeLabel(change, since);
  const color = change > 0 ? 'success.main' : change < 0 ? 'error.main' : 'text.disabled';
  const text = change > 0 ? `▲${change}` : change < 0 ? `▼${-change}` : '=';
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      sx={{ color, fontSize: 12, fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      {text}
    </Box>
  );
}
