import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { compactAge } from '@synthhub/shared/format/age';
import type { Stage } from '@synthhub/shared/stages/stages.types';
import { Link as RouterLink } from 'react-router';
import { CoverImage } from '../../../components/cover-image.tsx';
import { ItemCounts } from '../../../components/item-counts.tsx';
import { paths } from '../../../config/paths.ts';
import { StageChips } from './stage-chips.tsx';
import { stageInstallable, stageUnavailableReason } from '../../../device/installer/installable.ts';
import { DeviceCardControls } from '../../../device/react/device-item-controls.tsx';

/** Fields of a stage the card shows. */
export type StageCardData = Pick<
  Stage,
  | 'id'
  | 'name'
  | 'user'
  | 'latest_files'
  | 'published_at'
  | 'download_count'
  | 'upvote_count'
  | 'downvote_count'
  | 'cover_url'
  | 'cover_version'
> &
  // With `download_url` the card offers Install/Remove and the installed badge while a device is connected.
  Partial<Pick<Stage, 'download_url' | 'files'>>;

/**
 * One stage in the grid: cover, name, uploader, platform and mode chips, compact age, and
 * download/upvote/downvote counts. The whole card is clickable through the name link, its one tab
 * stop. `now` (ms) fixes the clock for tests.
 */
export function StageCard({ stage, now }: { stage: StageCardData; now?: number }) {
  return (
    <Card
      component="article"
      aria-label={stage.name}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'transform 120ms ease, box-shadow 120ms ease',
        '&:hover, &:focus-within': { transform: 'translateY(-2px)', boxShadow: 6 },
      }}
    >
      <CoverImage item={stage} size={250} />
      {stage.download_url && (
        <DeviceCardControls
          kind="stage"
          item={(device) => stageInstallable({ ...stage, download_url: stage.download_url! }, device.type)}
          unavailableReason={(device) => stageUnavailableReason(device.type)}
        />
      )}
      <CardContent
        sx={{ p: 1.5, '&:last-child': { pb: 1.5 }, display: 'flex', flexDirection: 'column', gap: 0.75 }}
      >
        <Link
          component={RouterLink}
          to={paths.models.stages.detail.getHref(stage.id)}
          underline="hover"
          color="inherit"
          title={stage.name}
          sx={{
            fontWeight: 600,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            lineHeight: 1.3,
            minHeight: '2.6em',
            overflowWrap: 'anywhere',
            // Stretch the link over the whole card so the cover is clickable too.
            '&::after': { content: '""', position: 'absolute', inset: 0 },
          }}
        >
          {stage.name}
        </Link>
        <Typography variant="body2" color="text.secondary" noWrap title={stage.user.username}>
          {stage.user.username}
        </Typography>
        <StageChips files={stage.latest_files} />
        {stage.published_at && (
          <Typography
            variant="caption"
            color="text.secondary"
            component="time"
            dateTime={stage.published_at}
            title={new Date(stage.published_at).toLocaleString()}
          >
            {compactAge(stage.published_at, now)}
          </Typography>
        )}
        <ItemCounts item={stage} />
      </CardContent>
    </Card>
  );
}
