import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Avatar } from '@synthhub/shared/avatars/avatars.schemas';
import { compactAge } from '@synthhub/shared/format/age';
import { Link as RouterLink } from 'react-router';
import { CoverImage } from '../../../components/cover-image.tsx';
import { ItemCounts } from '../../../components/item-counts.tsx';
import { paths } from '../../../config/paths.ts';
import { avatarInstallable } from '../../../device/installer/installable.ts';
import { DeviceCardControls } from '../../../device/react/device-item-controls.tsx';

/** Fields of an avatar the card shows. */
export type AvatarCardData = Pick<
  Avatar,
  | 'id'
  | 'name'
  | 'authors'
  | 'spec_version'
  | 'published_at'
  | 'download_count'
  | 'upvote_count'
  | 'downvote_count'
  | 'cover_url'
  | 'cover_version'
  | 'user'
> &
  // With `download_url` the card offers Install/Remove and the installed badge while a device is connected.
  Partial<Pick<Avatar, 'download_url' | 'filename'>>;

/** "by A, B" from the file's authors, else "by <uploader>". */
export function authorsLine(avatar: Pick<Avatar, 'authors' | 'user'>): string {
  return `by ${avatar.authors.length > 0 ? avatar.authors.join(', ') : avatar.user.username}`;
}

/**
 * One avatar in the grid: cover, name, authors, VRM version, compact age, and download/upvote/
 * downvote counts. The name link is the card's one tab stop and stretches over the whole card.
 * `now` (ms) fixes the clock for tests.
 */
export function AvatarCard({ avatar, now }: { avatar: AvatarCardData; now?: number }) {
  return (
    <Card
      component="article"
      aria-label={avatar.name}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'transform 120ms ease, box-shadow 120ms ease',
        '&:hover, &:focus-within': { transform: 'translateY(-2px)', boxShadow: 6 },
      }}
    >
      <CoverImage item={avatar} size={250} />
      {avatar.download_url && (
        <DeviceCardControls
          kind="avatar"
          item={avatarInstallable({ ...avatar, download_url: avatar.download_url })}
        />
      )}
      <CardContent
        sx={{ p: 1.5, '&:last-child': { pb: 1.5 }, display: 'flex', flexDirection: 'column', gap: 0.75 }}
      >
        <Link
          component={RouterLink}
          to={paths.models.avatars.detail.getHref(avatar.id)}
          underline="hover"
          color="inherit"
          title={avatar.name}
          sx={{
            fontWeight: 600,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            lineHeight: 1.3,
            minHeight: '2.6em',
            overflowWrap: 'anywhere',
            '&::after': { content: '""', position: 'absolute', inset: 0 },
          }}
        >
          {avatar.name}
        </Link>
        <Typography variant="body2" color="text.secondary" noWrap title={authorsLine(avatar)}>
          {authorsLine(avatar)}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          sx={{ color: 'text.secondary', alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography variant="caption">VRM {avatar.spec_version}</Typography>
          {avatar.published_at && (
            <Typography
              variant="caption"
              component="time"
              dateTime={avatar.published_at}
              title={new Date(avatar.published_at).toLocaleString()}
            >
              {compactAge(avatar.published_at, now)}
            </Typography>
          )}
        </Stack>
        <ItemCounts item={avatar} />
      </CardContent>
    </Card>
  );
}
