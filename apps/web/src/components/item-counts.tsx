import DownloadIcon from '@mui/icons-material/Download';
import ThumbDownIcon from '@mui/icons-material/ThumbDown';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import type { ReactNode } from 'react';
import { VisuallyHidden } from './visually-hidden.tsx';

const numberFormat = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

function Count({ icon, value, label }: { icon: ReactNode; value: number; label: string }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} title={`${value} ${label}`}>
      {icon}
      <Typography variant="caption">
        <span aria-hidden="true">{numberFormat.format(value)}</span>
        <VisuallyHidden>{`${value} ${label}`}</VisuallyHidden>
      </Typography>
    </Stack>
  );
}

/**
 * Download, upvote and downvote counts with their icons (spec §2 result rows), for any content item.
 * `votes={false}` leaves the vote counts out, where VoteButtons beside it already show them (detail pages).
 */
export function ItemCounts({
  item,
  votes = true,
}: {
  item: Pick<Beatmap, 'download_count' | 'upvote_count' | 'downvote_count'>;
  votes?: boolean;
}) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ color: 'text.secondary' }}>
      <Count icon={<DownloadIcon sx={{ fontSize: 16 }} />} value={item.download_count} label="downloads" />
      {votes && (
        <>
          <Count icon={<ThumbUpIcon sx={{ fontSize: 15 }} />} value={item.upvote_count} label="upvotes" />
          <Count
            icon={<ThumbDownIcon sx={{ fontSize: 15 }} />}
            value={item.downvote_count}
            label="downvotes"
          />
        </>
      )}
    </Stack>
  );
}
