import Alert from '@mui/material/Alert';
import type { EventSummary } from '@synthhub/shared/events/events.schemas';

/**
 * A date-time in the user's own locale and time zone (Intl.DateTimeFormat with no zone given),
 * with the zone's short name so "9 Dec 2023, 18:00 CET" is unambiguous. `timeZone` is for tests.
 */
export function formatVotingDate(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/** The sentence about the voting window (spec §4: open from start to end, both inclusive). */
export function votingSentence(
  event: Pick<EventSummary, 'voting_state' | 'voting_start_date' | 'voting_end_date'>,
) {
  const start = formatVotingDate(event.voting_start_date);
  const end = formatVotingDate(event.voting_end_date);
  if (event.voting_state === 'upcoming') return `Voting opens ${start} and closes ${end}.`;
  if (event.voting_state === 'closed') return `Voting closed ${end}. These are the results.`;
  return `Voting is open from ${start} until ${end}.`;
}

/** The voting window as an info line: open (success), not yet open or closed (info). */
export function VotingWindow({ event }: { event: EventSummary }) {
  return (
    <Alert severity={event.voting_state === 'open' ? 'success' : 'info'} variant="outlined">
      {votingSentence(event)}
    </Alert>
  );
}
