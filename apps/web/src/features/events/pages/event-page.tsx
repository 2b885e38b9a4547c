import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import type { EventDetail } from '@synthhub/shared/events/events.schemas';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { ErrorPage } from '../../../components/error-page.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/use-session.ts';
import { useChangeVote } from '../api/change-vote.ts';
import { useEvent } from '../api/get-event.ts';
import { useMyVotes } from '../api/get-my-votes.ts';
import { EventCategorySection } from '../components/event-category-section.tsx';
import { VotingWindow } from '../components/voting-window.tsx';

/** Props of {@link EventPage}. */
export interface EventPageProps {
  /** Renders a candidate beatmap (the beatmap card, given by `app/` where features meet). */
  renderBeatmap: (beatmap: Beatmap) => ReactNode;
  /** The event's slug; the route's `:slug` when absent. */
  slug?: string;
}

/**
 * `/events/{slug}` (spec §2 /events/best-of-2023): the event's title, its description as plain
 * text (React escapes it; line breaks kept), the voting window in the user's time zone, and each
 * category with its candidates. Signed in and while voting is open (spec §4), the user ranks picks
 * per category (add, drag or arrow-button reorder, remove) with the spec §8 toasts; before and
 * after the window the controls are gone and a sentence says why; after it, the results.
 */
export function EventPage({ renderBeatmap, slug }: EventPageProps) {
  const params = useParams();
  const ref = slug ?? params.slug ?? '';
  if (!ref) return <ErrorPage status={404} />;
  return <EventQuery eventRef={ref} renderBeatmap={renderBeatmap} />;
}

function EventQuery({ eventRef, renderBeatmap }: { eventRef: string } & EventPageProps) {
  const query = useEvent(eventRef);
  useDocumentTitle(query.data?.title ?? 'Event');
  if (query.isPending) return <EventSkeleton />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => query.refetch()} />;
  return <EventView event={query.data} renderBeatmap={renderBeatmap} />;
}

function EventView({ event, renderBeatmap }: { event: EventDetail } & EventPageProps) {
  const user = useCurrentUser();
  const location = useLocation();
  const votes = useMyVotes(event.id);
  const change = useChangeVote(event.id);
  const open = event.voting_state === 'open';
  const canVote = open && user !== null && votes.isSuccess;
  return (
    <Stack spacing={4}>
      <Box>
        <Typography variant="overline" color="text.secondary">
          Community event
        </Typography>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 28, md: 40 } }}>
          {event.title}
        </Typography>
        {event.description && (
          <Typography sx={{ mt: 1, whiteSpace: 'pre-line', maxWidth: 820 }} data-testid="event-description">
            {event.description}
          </Typography>
        )}
      </Box>
      <Stack spacing={1}>
        <VotingWindow event={event} />
        {open && !user && (
          <Typography variant="body2">
            <Link component={RouterLink} to={paths.login.getHref(location.pathname)}>
              Sign in
            </Link>{' '}
            to rank your picks.
          </Typography>
        )}
        {event.voting_state === 'upcoming' && (
          <Typography variant="body2" color="text.secondary">
            Voting controls appear here when voting opens.
          </Typography>
        )}
        {open && user && votes.isError && (
          <RetryAlert title="Could not load your picks" error={votes.error} onRetry={() => votes.refetch()} />
        )}
        {open && user && votes.isPending && (
          <Skeleton variant="rounded" height={40} aria-label="Loading your picks" />
        )}
      </Stack>
      {event.categories.length === 0 && (
        <Typography color="text.secondary">This event has no categories yet.</Typography>
      )}
      {event.categories.map((category) => (
        <EventCategorySection
          key={category.id}
          category={category}
          votes={votes.data ?? null}
          canVote={canVote}
          busy={change.isPending}
          onChange={(c) => change.mutate(c)}
          renderBeatmap={renderBeatmap}
        />
      ))}
    </Stack>
  );
}

function EventSkeleton() {
  return (
    <Stack spacing={3} aria-busy="true" aria-label="Loading the event">
      <Skeleton variant="text" sx={{ fontSize: 40, maxWidth: 420 }} />
      <Skeleton variant="text" sx={{ maxWidth: 720 }} />
      <Skeleton variant="rounded" height={48} />
      {[0, 1].map((i) => (
        <Stack key={i} spacing={1.5}>
          <Skeleton variant="text" sx={{ fontSize: 28, maxWidth: 260 }} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
            {[0, 1, 2, 3].map((j) => (
              <Skeleton key={j} variant="rounded" height={240} />
            ))}
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
