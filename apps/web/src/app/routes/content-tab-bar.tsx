import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router';
import type { ContentTab } from './content-tabs.tsx';

/** Tabs as links (each tab has its own URL, so it can be shared and the back button works). */
export function ContentTabBar({
  tabs,
  current,
  hrefFor,
  label,
}: {
  tabs: ContentTab[];
  current: ContentTab;
  hrefFor: (tab: ContentTab) => string;
  label: string;
}) {
  return (
    <Tabs
      value={current.key}
      aria-label={label}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <Tab key={tab.key} value={tab.key} label={tab.label} component={RouterLink} to={hrefFor(tab)} />
      ))}
    </Tabs>
  );
}
