import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProfileSummary } from '@synthhub/shared/leaderboards/profile-story.schemas';
import { CountryFlag, countryName } from '../../../components/country-flag.tsx';
import { apiUrl } from '../../../config/env.ts';
import { formatPercent, formatPoints, formatRank } from '../format.ts';
import { LinkedAccount } from './linked-account.tsx';

/**
 * A rank change in words and arrows (docs/decisions/0054 "Snapshots"): `change` places gained
 * (positive ▲, negative ▼) since `since` ("yesterday", "last week"); nothing for null or 0.
 */
export function RankChange({ change, since }: { change: number | null; since: string }) {
  if (!change) return null;
  const up = change > 0;
  const places = Math.abs(change);
  return (
    <Box
      component="span"
      title={`${up ? 'Up' : 'Down'} ${places} since ${since}`}
      aria-label={`${up ? 'up' : 'down'} ${places} ${places === 1 ? 'place' : 'places'} since ${since}`}
      sx={{ color: up ? 'success.main' : 'error.main', fontWeight: 600, fontSize: 13, whiteSpace: 'nowrap' }}
    >
      {up ? '▲' : '▼'}
      {places}
    </Box>
  );
}

function Tile({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ px: 1.5, py: 1, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography
        component="p"
        sx={{
          fontWeight: 700,
          fontSize: 20,
          fontVariantNumeric: 'tabular-nums',
          display: 'flex',
          gap: 1,
          alignItems: 'baseline',
          flexWrap: 'wrap',
        }}
      >
        {children}
      </Typography>
    </Paper>
  );
}

/**
 * Who owns the profile, one line under the name. Kept to one small element on purpose: the
 * account link of docs/decisions/0054 "Accounts own profiles" is built separately and replaces it.
 */
/** Who owns the profile: "Linked to <username>" or "Not linked …" (docs/decisions/0054). */
function Owner({ summary }: { summary: ProfileSummary }) {
  return <LinkedAccount user={summary.player.user} />;
}

/**
 * The compact header of a leaderboard profile (docs/decisions/0054 "A profile that tells a
 * story"): picture, name, flag and country, who owns it, then the overall standing — rank with its
 * change since yesterday and last week, country rank, points, average accuracy, plays and first
 * places — or "Not ranked yet" before the overall ranking counts it. `headingLevel` is the name's
 * heading (h1 on the profile page, h2 inside the account page); `showOwner` false leaves out the
 * owner line (the account page is the owner's own).
 */
export function ProfileHeader({
  summary,
  headingLevel = 'h1',
  showOwner = true,
}: {
  summary: ProfileSummary;
  headingLevel?: 'h1' | 'h2';
  showOwner?: boolean;
}) {
  const { player, overall } = summary;
  return (
    <Stack component="header" spacing={2} aria-label="Player">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Avatar
          src={player.user?.avatar_url ? apiUrl(player.user.avatar_url) : undefined}
          alt=""
          sx={{
            width: { xs: 56, sm: 72 },
            height: { xs: 56, sm: 72 },
            fontSize: 28,
            bgcolor: 'primary.main',
          }}
        >
          {player.name.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" component="p" sx={{ lineHeight: 1.5 }}>
            Leaderboard profile
          </Typography>
          <Typography
            variant="h4"
            component={headingLevel}
            sx={{ fontWeight: 700, overflowWrap: 'anywhere', fontSize: { xs: 26, sm: 34 } }}
          >
            {player.name}
          </Typography>
          {player.country && (
            <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <CountryFlag code={player.country} height={14} />
              <span>{countryName(player.country)}</span>
            </Typography>
          )}
          {showOwner && <Owner summary={summary} />}
        </Box>
      </Stack>
      {overall ? (
        <Box
          component="section"
          aria-label="Overall ranking"
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
              md: 'repeat(6, minmax(0, 1fr))',
            },
          }}
        >
          <Tile label="Overall rank">
            <span>{formatRank(overall.rank)}</span>
            <RankChange change={summary.rank_change_day} since="yesterday" />
            <RankChange change={summary.rank_change_week} since="last week" />
          </Tile>
          <Tile label={player.country ? `${countryName(player.country)} rank` : 'Country rank'}>
            {overall.country_rank ? formatRank(overall.country_rank) : '—'}
          </Tile>
          <Tile label="Points">{formatPoints(overall.points)}</Tile>
          <Tile label="Accuracy">{formatPercent(overall.accuracy)}</Tile>
          <Tile label="Plays">{overall.plays.toLocaleString('en')}</Tile>
          <Tile label="First places">{overall.first_places.toLocaleString('en')}</Tile>
        </Box>
      ) : (
        <Paper variant="outlined" component="section" aria-label="Overall ranking" sx={{ p: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }}>Not ranked yet</Typography>
          <Typography variant="body2" color="text.secondary">
            The overall ranking counts this player after its next daily update.
          </Typography>
        </Paper>
      )}
    </Stack>
  );
}

/** The header's placeholder while the summary loads. */
export function ProfileHeaderSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" role="status" aria-label="Loading the player">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Skeleton variant="circular" width={64} height={64} />
        <Skeleton variant="text" width={240} height={48} />
      </Stack>
      <Skeleton variant="rounded" height={64} />
    </Stack>
  );
}
