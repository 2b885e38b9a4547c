import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router';

/** One tab of a {@link DetailTabBar}: its label and URL. */
export interface DetailTab {
  label: string;
  to: string;
}

/**
 * Tabs of an item page as links (spec §2 children such as `/beatmaps/{id}/leaderboards`): each tab
 * has its own URL, so it can be shared and back/forward works.
 */
export function DetailTabBar({
  tabs,
  current,
  label,
}: {
  tabs: DetailTab[];
  current: string;
  label: string;
}) {
  return (
    <Tabs
      value={current}
      aria-label={label}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <Tab key={tab.to} value={tab.label} label={tab.label} component={RouterLink} to={tab.to} />
      ))}
    </Tabs>
  );
}
