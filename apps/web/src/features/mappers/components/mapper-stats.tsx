import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Beatmapper } from '@synthhub/shared/beatmaps/beatmapper';
import { formatRating } from '@synthhub/shared/format/rating';

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** The figures {@link MapperStats} shows (a Beatmapper of formats.md §6.3, or zeros for a user without beatmaps). */
export type MapperStatsValues = Pick<
  Beatmapper,
  'beatmap_count' | 'download_count' | 'upvote_count' | 'downvote_count' | 'vote_diff' | 'rating'
>;

/** A user with no published beatmap: every figure 0 (the rating then reads "—"). */
export const NO_MAPPER_STATS: MapperStatsValues = {
  beatmap_count: 0,
  download_count: 0,
  upvote_count: 0,
  downvote_count: 0,
  vote_diff: 0,
  rating: '0',
};

function Stat({ label, value, title }: { label: string; value: string; title?: string }) {
  // dt before dd in the DOM (valid HTML); column-reverse shows the figure above its label.
  return (
    <Box title={title} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.2, m: 0 }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * A mapper's figures as a description list (formats.md §6.3 "Beatmapper"), as on `/beatmaps/mappers`
 * and profiles: published beatmaps (uploads), downloads (compact, the exact number in the title),
 * the vote difference (up and down in the title) and the rating, the mean Wilson rating as a whole
 * percent — "—" when nothing was voted on (formatRating).
 */
export function MapperStats({ stats, label }: { stats: MapperStatsValues; label?: string }) {
  const diff = stats.vote_diff;
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 1, m: 0 }}
    >
      <Stat label="Beatmaps" value={stats.beatmap_count.toLocaleString('en')} />
      <Stat
        label="Downloads"
        value={compact.format(stats.download_count)}
        title={`${stats.download_count.toLocaleString('en')} downloads`}
      />
      <Stat
        label="Votes"
        value={diff > 0 ? `+${compact.format(diff)}` : compact.format(diff)}
        title={`${stats.upvote_count} up, ${stats.downvote_count} down`}
      />
      <Stat label="Rating" value={formatRating(stats.rating, stats.upvote_count + stats.downvote_count)} />
    </Box>
  );
}
