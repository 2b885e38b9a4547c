import Chip from '@mui/material/Chip';
import type { VotingState } from '@synthhub/shared/events/events.constants';

const LOOK: Record<VotingState, { label: string; color: 'default' | 'success' | 'info' }> = {
  upcoming: { label: 'Upcoming', color: 'info' },
  open: { label: 'Open', color: 'success' },
  closed: { label: 'Closed', color: 'default' },
};

/** An event's voting state (spec §4) as a small chip: Upcoming, Open or Closed. */
export function VotingStateChip({ state }: { state: VotingState }) {
  const look = LOOK[state];
  return <Chip size="small" label={look.label} color={look.color} />;
}

/** A date-time in the admin's locale and time zone, minutes shown (`Nov 26, 2026, 14:05`). */
export function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
