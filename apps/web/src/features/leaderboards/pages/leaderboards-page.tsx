import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ErrorPage } from '../../../components/error-page.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { parsePage } from '../../../lib/parse-page.ts';
import { ChallengesTab } from '../tabs/challenges-tab.tsx';
import { DethronesTab } from '../tabs/dethrones-tab.tsx';
import { RecentTab } from '../tabs/recent-tab.tsx';
import type { TabProps } from '../tabs/tab-props.ts';
import { TopTab } from '../tabs/top-tab.tsx';

/** The tabs of `/leaderboards` (spec §2 children), in the spec's order. */
export const LEADERBOARD_TABS: { key: string; label: string; Component: ComponentType<TabProps> }[] = [
  { key: 'challenges', label: 'Challenges', Component: ChallengesTab },
  { key: 'dethrones', label: 'Dethrones', Component: DethronesTab },
  { key: 'recent', label: 'Recent', Component: RecentTab },
  { key: 'top', label: 'Top', Component: TopTab },
];

/** The tab `/leaderboards` shows without one in its path. */
const DEFAULT_TAB = 'recent';

/**
 * `/leaderboards` and `/leaderboards/{tab}` (spec §2): challenges, dethrones, recent scores (the
 * default) and the most played leaderboards (top), as link tabs with `?page=N`; an unknown tab is a 404.
 */
export function LeaderboardsPage({ tab: key = DEFAULT_TAB }: { tab?: string }) {
  const [params] = useSearchParams();
  const tab = LEADERBOARD_TABS.find((t) => t.key === key);
  useDocumentTitle(tab ? `${tab.label} — Leaderboards` : 'Leaderboards');
  if (!tab) return <ErrorPage status={404} />;
  const page = parsePage(params.get('page'));
  const href = (p: number) => `${paths.leaderboards.tab.getHref(tab.key)}${p > 1 ? `?page=${p}` : ''}`;
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Leaderboards
      </Typography>
      <Tabs
        value={tab.key}
        aria-label="Leaderboards"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          '& .MuiTab-root': { minWidth: 0, px: { xs: 1.25, sm: 2 } },
        }}
      >
        {LEADERBOARD_TABS.map((t) => (
          <Tab
            key={t.key}
            value={t.key}
            label={t.label}
            component={RouterLink}
            to={paths.leaderboards.tab.getHref(t.key)}
          />
        ))}
      </Tabs>
      <tab.Component key={tab.key} page={page} hrefForPage={href} />
    </Stack>
  );
}
