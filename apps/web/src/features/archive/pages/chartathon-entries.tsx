import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Chartathon } from '@synthhub/shared/archive/archive.schemas';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** Gold, silver and bronze for places 1–3; other places are plain. */
const MEDALS: Record<number, string> = { 1: '#ffc107', 2: '#b0bec5', 3: '#cd7f32' };

/** "1st", "2nd", "3rd", "4th" … */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/**
 * One chartathon: its theme and description, then its entries as an ordered list by placement —
 * title (a link to the beatmap when it is on Synthhub), mapper and the judges' notes (plain text).
 */
export function ChartathonEntries({ contest }: { contest: Chartathon }) {
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {contest.title}
        </Typography>
        <Typography color="secondary.main" sx={{ fontWeight: 600 }}>
          Theme: {contest.theme}
        </Typography>
        {contest.description && <Typography sx={{ mt: 1 }}>{contest.description}</Typography>}
      </div>
      {contest.entries.length === 0 ? (
        <Typography color="text.secondary">No results were recorded for this chartathon.</Typography>
      ) : (
        <Box component="ol" aria-label={`${contest.title} results`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {contest.entries.map((entry) => (
            <Box
              component="li"
              key={entry.id}
              data-testid="chartathon-entry"
              sx={{ display: 'flex', gap: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
            >
              <Box
                sx={{
                  flex: '0 0 3.5rem',
                  fontWeight: 800,
                  fontSize: '1.1rem',
                  color: MEDALS[entry.placement] ?? 'text.secondary',
                }}
              >
                {ordinal(entry.placement)}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {entry.beatmap_id !== null ? (
                    <Link component={RouterLink} to={paths.beatmaps.detail.getHref(entry.beatmap_id)}>
                      {entry.title}
                    </Link>
                  ) : (
                    entry.title
                  )}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  by {entry.mapper_name}
                </Typography>
                {entry.judges_notes && (
                  <Typography variant="body2" sx={{ mt: 0.5, fontStyle: 'italic' }}>
                    “{entry.judges_notes}”
                  </Typography>
                )}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
