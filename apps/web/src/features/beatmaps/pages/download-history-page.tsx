import DownloadDoneIcon from '@mui/icons-material/DownloadDone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DownloadHistoryEntry } from '@synthhub/shared/beatmaps/download-history';
import { compactAge } from '@synthhub/shared/format/age';
import { useSearchParams } from 'react-router';
import { CardGrid } from '../../../components/card-grid.tsx';
import { ListPageHeader } from '../../../components/list-page-header.tsx';
import { PagedResults } from '../../../components/paged-results.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { parsePage } from '../../../lib/parse-page.ts';
import { useDownloadHistory } from '../api/get-download-history.ts';
import { BeatmapCard } from '../components/beatmap-card.tsx';
import { BeatmapCardSkeleton } from '../components/beatmap-card-skeleton.tsx';

function DownloadedLine({ entry, now }: { entry: DownloadHistoryEntry; now?: number }) {
  const times = entry.times > 1 ? ` · ${entry.times} times` : '';
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'secondary.main' }}>
      <DownloadDoneIcon sx={{ fontSize: 15 }} />
      <Typography variant="caption">
        Downloaded{' '}
        <time dateTime={entry.downloaded_at} title={new Date(entry.downloaded_at).toLocaleString()}>
          {compactAge(entry.downloaded_at, now)} ago
        </time>
        {times}
      </Typography>
    </Stack>
  );
}

/**
 * `/beatmaps/downloads` "My Downloads" (spec §2; signed-in only): the beatmaps the
 * user downloaded, last downloaded first, each card saying when (and how often), paginated by
 * `?page=N`, with loading skeletons, an empty state and an error state with Retry.
 * `now` (ms) fixes the clock for tests.
 */
export function DownloadHistoryPage({ now }: { now?: number }) {
  useDocumentTitle('My Downloads');
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const query = useDownloadHistory(page);
  const total = query.data?.total ?? 0;

  return (
    <Stack spacing={2}>
      <ListPageHeader
        title="My Downloads"
        subtitle={
          total > 0
            ? `${total.toLocaleString('en')} ${total === 1 ? 'beatmap' : 'beatmaps'}, last downloaded first`
            : 'Beatmaps you download while signed in'
        }
      />
      <PagedResults
        query={query}
        page={page}
        hrefForPage={paths.beatmaps.downloads.getHref}
        noun="downloads"
        emptyHint="Beatmaps you download while signed in show up here."
        skeleton={
          <CardGrid label="Loading downloads">
            {Array.from({ length: 12 }, (_, i) => (
              // placeholders have no identity, so the index is their key
              <BeatmapCardSkeleton key={i} />
            ))}
          </CardGrid>
        }
        renderItems={(items) => (
          <CardGrid label="Downloaded beatmaps">
            {items.map((entry) => (
              <BeatmapCard
                key={entry.beatmap.id}
                beatmap={entry.beatmap}
                now={now}
                footer={<DownloadedLine entry={entry} now={now} />}
              />
            ))}
          </CardGrid>
        )}
      />
    </Stack>
  );
}
