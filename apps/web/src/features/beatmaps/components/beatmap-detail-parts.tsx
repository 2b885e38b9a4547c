import type { SxProps, Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { paths } from '../../../config/paths.ts';
import { canEdit, useCurrentUser } from '../../../lib/use-session.ts';
import { DownloadButton } from '../../../components/download-button.tsx';
import * as ItemDetail from '../../../components/content-kind/item-detail-parts.tsx';
import { EditItemButton, ItemActionRow } from '../../../components/item-detail-actions.tsx';
import { ReportButton } from '../../../components/report-button.tsx';
import { ItemByline, ItemDetailTitle, ProfileLink } from '../../../components/item-detail-layout.tsx';
import { beatmapInstallable } from '../../../device/installer/installable.ts';
import { DeviceItemControls } from '../../../device/react/device-item-controls.tsx';
import { formatBpm } from '../format-bpm.ts';
import { FactsList } from '../../../components/facts-list.tsx';
import { BeatmapTags } from './beatmap-tags.tsx';
import { BeatmapPreviewButton } from './beatmap-preview-button.tsx';
import { OneClickInstallLink, ShareBeatmapButton } from './share-beatmap.tsx';

/**
 * The beatmap page's heading: the title (`h1`), the artist, "Mapped by … · uploaded by …" (the
 * uploader links to their profile) and the status chips (unpublished, featured, official soundtrack,
 * explicit, converted).
 */
export function BeatmapHeader({ beatmap }: { beatmap: Beatmap }) {
  return (
    <Stack spacing={1.5}>
      <BeatmapCredits beatmap={beatmap} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {!beatmap.published && <Chip label="Unpublished" color="warning" size="small" />}
        {beatmap.featured && <Chip label="Featured" color="secondary" size="small" />}
        {beatmap.ost && <Chip label="Official soundtrack" color="info" size="small" />}
        {beatmap.explicit && <Chip label="Explicit" size="small" variant="outlined" />}
        {beatmap.beat_saber_convert && <Chip label="Converted" size="small" variant="outlined" />}
      </Stack>
    </Stack>
  );
}

/**
 * The beatmap page's side column: the audio preview (docs/decisions/0021), Download and the device's Install/Remove (not for an official
 * soundtrack entry, which has no file), Share, the one-click link (formats.md §6.5), Edit for the
 * uploader or an admin; the counts and votes; duration, BPM, published day and version; the tags.
 */
export function BeatmapSide({ beatmap }: { beatmap: Beatmap }) {
  const user = useCurrentUser();
  const publishedAt = beatmap.published_at ? new Date(beatmap.published_at) : null;
  return (
    <>
      <ItemActionRow>
        {!beatmap.ost && (
          <>
            <BeatmapPreviewButton beatmap={beatmap} size={48} />
            <DownloadButton downloadUrl={beatmap.download_url} fallbackName={beatmap.filename} size="large" />
            <DeviceItemControls kind="beatmap" item={beatmapInstallable(beatmap)} />
          </>
        )}
      </ItemActionRow>
      <ItemActionRow>
        <ShareBeatmapButton beatmap={beatmap} />
        {!beatmap.ost && <OneClickInstallLink beatmap={beatmap} />}
        {canEdit(user, beatmap.user.id) && <EditItemButton to={paths.beatmaps.edit.getHref(beatmap.id)} />}
        <ReportButton target={{ kind: 'beatmap', id: beatmap.id, name: beatmap.title }} />
      </ItemActionRow>
      <ItemDetail.Votes kind="beatmap" item={beatmap} />
      <FactsList
        facts={[
          ['Duration', beatmap.duration],
          ['BPM', formatBpm(beatmap.bpm)],
          [
            'Published',
            publishedAt ? (
              <time key="published" dateTime={beatmap.published_at ?? ''}>
                {publishedAt.toLocaleDateString()}
              </time>
            ) : (
              'Not yet'
            ),
          ],
          ['Version', beatmap.version],
        ]}
      />
      <BeatmapTags tags={beatmap.tags} />
    </>
  );
}

/**
 * The page's `h1` (the title), the artist, and "Mapped by … · uploaded by …" with the uploader's
 * profile link; `sx` styles the wrapper (the video page shrinks the title beside a small cover).
 */
export function BeatmapCredits({ beatmap, sx }: { beatmap: Beatmap; sx?: SxProps<Theme> }) {
  return (
    <Box sx={sx}>
      <ItemDetailTitle>{beatmap.title}</ItemDetailTitle>
      <Typography variant="h6" component="p" color="text.secondary">
        {beatmap.artist}
      </Typography>
      <ItemByline>
        Mapped by <strong>{beatmap.mapper}</strong> · uploaded by{' '}
        <ProfileLink username={beatmap.user.username} />
      </ItemByline>
    </Box>
  );
}
