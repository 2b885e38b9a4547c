import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDuration } from '@synthhub/shared/format/duration';
import type { Playlist } from '@synthhub/shared/playlists/playlists.schemas';
import { Link as RouterLink, useParams } from 'react-router';
import { ErrorPage } from '../../../components/error-page.tsx';
import { ItemCounts } from '../../../components/item-counts.tsx';
import { VoteButtons } from '../../../components/vote-buttons.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { canEdit, useCurrentUser } from '../../../lib/use-session.ts';
import { usePlaylist } from '../api/get-playlist.ts';
import { DownloadButton } from '../../../components/download-button.tsx';
import { songCount } from '../components/playlist-card.tsx';
import { PlaylistCover } from '../components/playlist-cover.tsx';
import { PlaylistSongs } from '../components/playlist-songs.tsx';
import { PlaylistDeviceControls } from '../components/playlist-device-controls.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { parseRouteId } from '../../../lib/route-id.ts';

/** `/playlists/{id}`: one playlist with its cover, owner, description, songs and a Download button. */
export function PlaylistPage() {
  const id = parseRouteId(useParams().id);
  if (id === null) return <ErrorPage status={404} />;
  return <PlaylistDetail id={id} />;
}

function PlaylistDetail({ id }: { id: number }) {
  const query = usePlaylist(id);
  useDocumentTitle(query.data ? query.data.name : 'Playlist');
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => query.refetch()} />;
  return <PlaylistDetailView playlist={query.data} />;
}

function PlaylistDetailView({ playlist }: { playlist: Playlist }) {
  const user = useCurrentUser();
  const items = playlist.items ?? [];
  const missing = items.filter((i) => i.beatmap_id === null).length;
  const seconds = items.reduce((sum, i) => sum + (i.beatmap?.duration_s ?? i.track_duration ?? 0), 0);
  return (
    <Stack spacing={3}>
      <Box
        sx={{ display: 'grid', gap: { xs: 2, md: 4 }, gridTemplateColumns: { xs: '1fr', md: '300px 1fr' } }}
      >
        <Box sx={{ maxWidth: { xs: 300, md: 'none' }, width: '100%', mx: { xs: 'auto', md: 0 } }}>
          <Box sx={{ borderRadius: 2, overflow: 'hidden', boxShadow: 4 }}>
            <PlaylistCover playlist={playlist} size={500} eager alt={`Cover of ${playlist.name}`} />
          </Box>
        </Box>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Box>
            <Typography variant="overline" color="text.secondary">
              Playlist
            </Typography>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {playlist.name}
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              by{' '}
              <Link component={RouterLink} to={paths.profile.getHref(playlist.user.username)}>
                {playlist.user.username}
              </Link>
              {' · '}
              {songCount(items.length)}
              {seconds > 0 && ` · ${formatDuration(seconds)}`}
            </Typography>
          </Box>
          {(!playlist.published || missing > 0) && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {!playlist.published && <Chip label="Unpublished" color="warning" size="small" />}
              {missing > 0 && (
                <Chip label={`${missing} not on Synthhub`} size="small" variant="outlined" color="warning" />
              )}
            </Stack>
          )}
          {playlist.description && (
            <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {playlist.description}
            </Typography>
          )}
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <DownloadButton
              downloadUrl={playlist.download_url}
              fallbackName={`${playlist.id}.playlist`}
              size="large"
            />
            <PlaylistDeviceControls playlist={playlist} variant="page" />
            {canEdit(user, playlist.user.id) && (
              <Button
                component={RouterLink}
                to={paths.playlists.edit.getHref(playlist.id)}
                variant="outlined"
                size="large"
                startIcon={<EditIcon />}
              >
                Edit
              </Button>
            )}
          </Stack>
          <ItemCounts item={playlist} />
          <VoteButtons kind="playlist" itemId={playlist.id} counts={playlist} />
          {playlist.published_at && (
            <Typography variant="body2" color="text.secondary">
              Published{' '}
              <time dateTime={playlist.published_at}>
                {new Date(playlist.published_at).toLocaleDateString()}
              </time>
            </Typography>
          )}
        </Stack>
      </Box>
      <Box component="section" aria-labelledby="playlist-songs-heading">
        <Typography id="playlist-songs-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          Songs
        </Typography>
        <PlaylistSongs items={items} />
      </Box>
    </Stack>
  );
}

function DetailSkeleton() {
  return (
    <Box
      aria-busy="true"
      aria-label="Loading playlist"
      sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '300px 1fr' } }}
    >
      <Skeleton
        variant="rectangular"
        sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1', borderRadius: 2 }}
      />
      <Box>
        <Skeleton variant="text" sx={{ fontSize: '2.5rem' }} width="60%" />
        <Skeleton width="40%" />
        <Skeleton variant="rectangular" height={42} width={160} sx={{ my: 2 }} />
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={48} />
        ))}
      </Box>
    </Box>
  );
}
