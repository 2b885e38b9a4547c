import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { useFeaturedEvent } from '../api/get-featured-event.ts';
import { votingSentence } from './voting-window.tsx';

/**
 * Home page "Featured event": the featured published event (`GET /api/events/featured`) as one
 * card with its title, voting window and a link ("Vote now", "See the results" or "See the
 * event"). Hidden when there is none; a skeleton while loading; a Retry on failure.
 */
export function FeaturedEvent() {
  const query = useFeaturedEvent();
  if (query.isSuccess && query.data === null) return null;
  return (
    <Box component="section" aria-labelledby="featured-event-heading">
      <Typography id="featured-event-heading" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        Featured event
      </Typography>
      {query.isPending && (
        <Skeleton
          variant="rounded"
          sx={{ height: { xs: 210, sm: 110 } }}
          data-testid="featured-event-skeleton"
        />
      )}
      {query.isError && (
        <RetryAlert
          title="Could not load the featured event"
          error={query.error}
          onRetry={() => query.refetch()}
        />
      )}
      {query.data && (
        <Paper
          variant="outlined"
          sx={{
            p: { xs: 2, md: 3 },
            background: 'linear-gradient(120deg, rgba(255,193,7,0.12), rgba(236,64,122,0.12))',
          }}
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <EmojiEventsIcon color="secondary" sx={{ fontSize: 48 }} aria-hidden="true" />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>
                {query.data.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {votingSentence(query.data)}
              </Typography>
            </Box>
            <Button
              component={RouterLink}
              to={paths.events.detail.getHref(query.data.slug)}
              variant="contained"
              color="secondary"
              aria-label={`${query.data.voting_state === 'open' ? 'Vote now' : query.data.voting_state === 'closed' ? 'See the results' : 'See the event'}: ${query.data.title}`}
            >
              {query.data.voting_state === 'open'
                ? 'Vote now'
                : query.data.voting_state === 'closed'
                  ? 'See the results'
                  : 'See the event'}
            </Button>
          </Stack>
        </Paper>
      )}
    </Box>
  );
}
