import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { SeeAllResults } from './see-all-results.tsx';
import { paths } from '../../../config/paths.ts';
import { errorLines } from '../../../lib/api-error.ts';
import { useSearchAvatars } from '../api/search-avatars.ts';
import { useSearchBeatmaps } from '../api/search-beatmaps.ts';
import { useSearchLeaderboardProfiles } from '../api/search-leaderboard-profiles.ts';
import { useSearchPlaylists } from '../api/search-playlists.ts';
import { useSearchStages } from '../api/search-stages.ts';
import { useSearchUsers } from '../api/search-users.ts';
import { BeatmapHitDetails } from './beatmap-hit-details.tsx';
import { type SearchHit, SearchResultGroup } from './search-result-group.tsx';

const named = (href: (id: number) => string) => (item: { id: number; name: string }) => ({
  key: item.id,
  href: href(item.id),
  primary: item.name,
});

/**
 * The grouped results for a (debounced) `term` (spec §2 "Global search dialog"): Users, Leaderboard
 * Profiles, Beatmaps, Playlists, Stages, Avatars; a group shows only when it has results. Shows a
 * spinner while any search runs, "No results" when all came back empty, and an error for failures;
 * "See all results" (the browse page with the term) ends the list.
 */
export function SearchResults({ term }: { term: string }) {
  const users = useSearchUsers(term);
  const profiles = useSearchLeaderboardProfiles(term, users.data);
  const beatmaps = useSearchBeatmaps(term);
  const playlists = useSearchPlaylists(term);
  const stages = useSearchStages(term);
  const avatars = useSearchAvatars(term);
  const queries = [users, profiles.query, beatmaps, playlists, stages, avatars];

  const groups: { title: string; hits: SearchHit[] }[] = [
    {
      title: 'Users',
      hits: (users.data ?? []).map((u) => ({
        key: u.id,
        href: paths.profile.getHref(u.username),
        primary: u.username,
      })),
    },
    {
      title: 'Leaderboard Profiles',
      hits: profiles.hits.map(named(paths.leaderboards.profile.getHref)),
    },
    {
      title: 'Beatmaps',
      hits: (beatmaps.data?.data ?? []).map((b) => ({
        key: b.id,
        href: paths.beatmaps.detail.getHref(b.id),
        primary: `${b.artist} - ${b.title}`,
        label: `${b.artist} - ${b.title} by ${b.mapper}`,
        secondary: <BeatmapHitDetails beatmap={b} />,
      })),
    },
    {
      title: 'Playlists',
      hits: (playlists.data?.data ?? []).map(named(paths.playlists.detail.getHref)),
    },
    {
      title: 'Stages',
      hits: (stages.data?.data ?? []).map(named(paths.models.stages.detail.getHref)),
    },
    {
      title: 'Avatars',
      hits: (avatars.data?.data ?? []).map(named(paths.models.avatars.detail.getHref)),
    },
  ];

  if (!term) return null;
  const loading = queries.some((q) => q.fetchStatus === 'fetching');
  const errors = queries.filter((q) => q.isError);
  const empty = groups.every((g) => g.hits.length === 0);

  return (
    <Box aria-busy={loading} aria-live="polite">
      {errors.length > 0 && (
        <Alert severity="error" sx={{ mb: 1 }}>
          Search failed: {errorLines(errors[0]?.error)[0]}
        </Alert>
      )}
      {groups.map((group) => (
        <SearchResultGroup key={group.title} title={group.title} hits={group.hits} />
      ))}
      {loading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={24} aria-label="Searching" />
        </Box>
      ) : (
        empty &&
        errors.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
            No results
          </Typography>
        )
      )}
      <SeeAllResults term={term} />
    </Box>
  );
}
