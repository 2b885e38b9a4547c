import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useChartathons } from '../api/get-chartathons.ts';
import { ChartathonEntries } from './chartathon-entries.tsx';

/** The placeholder while the archive loads. */
function ArchiveSkeleton() {
  return (
    <Stack spacing={1} aria-busy="true" aria-label="Loading the chartathon archive">
      <Skeleton width={240} height={48} />
      {Array.from({ length: 5 }, (_, i) => (
        // placeholders have no identity, so the index is their key
        <Skeleton key={i} height={56} />
      ))}
    </Stack>
  );
}

/**
 * `/archive/chartathon` (spec §2; docs/decisions/0028): past mapping contests, one tab per year
 * (newest first; `?year=` in the URL picks it, so a year can be linked), with the chosen year's
 * placed entries. Loading, empty and error (Retry) states; the tabs scroll on a phone.
 */
export function ChartathonPage() {
  const query = useChartathons();
  const [params, setParams] = useSearchParams();
  useDocumentTitle('Chartathon archive');
  const contests = query.data ?? [];
  const wanted = Number(params.get('year'));
  const current = contests.find((c) => c.year === wanted) ?? contests[0];
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Chartathon archive
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          A chartathon is a community mapping contest: one week, one theme, and judges who play every entry.
          Here are the results of past years.
        </Typography>
      </div>
      {query.isError && (
        <RetryAlert title="Could not load the archive" error={query.error} onRetry={() => query.refetch()} />
      )}
      {query.isPending && <ArchiveSkeleton />}
      {query.isSuccess && contests.length === 0 && (
        <Typography color="text.secondary">No chartathon results yet.</Typography>
      )}
      {current && (
        <>
          <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Tabs
              value={current.year}
              onChange={(_event, year: number) => setParams({ year: String(year) }, { replace: true })}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label="Chartathon year"
            >
              {contests.map((c) => (
                <Tab
                  key={c.id}
                  value={c.year}
                  label={String(c.year)}
                  id={`chartathon-tab-${c.year}`}
                  aria-controls="chartathon-panel"
                />
              ))}
            </Tabs>
          </Box>
          <Box role="tabpanel" id="chartathon-panel" aria-labelledby={`chartathon-tab-${current.year}`}>
            <ChartathonEntries contest={current} />
          </Box>
        </>
      )}
    </Stack>
  );
}
