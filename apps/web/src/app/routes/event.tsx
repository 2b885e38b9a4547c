import { BeatmapCard } from '../../features/beatmaps/components/beatmap-card.tsx';
import { EventPage } from '../../features/events/pages/event-page.tsx';

/**
 * `/events/{slug}` (spec §2 /events/best-of-2023): the events feature's page with the beatmaps
 * feature's card for each candidate (features meet in `app/`, conventions.md "Habits" 1).
 */
export function EventRoute() {
  return <EventPage renderBeatmap={(beatmap) => <BeatmapCard beatmap={beatmap} />} />;
}
