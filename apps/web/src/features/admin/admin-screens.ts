import type { RouteObject } from 'react-router';

/**
 * One screen of the admin area (spec §2 "Admin area"): its `path` below `/admin` (`beatmaps`,
 * `beatmaps/:id`, `models/avatars` …), the navigation `label` (screens without one — detail views —
 * are not listed), and the route's `lazy` loader (`{ Component }`).
 */
export interface AdminScreen {
  path: string;
  label?: string;
  lazy: NonNullable<RouteObject['lazy']>;
}

/**
 * Every admin screen, in navigation order; `/admin` itself is the overview (totals and the audit
 * log). A new screen is one entry here.
 */
export const adminScreens: AdminScreen[] = [
  {
    path: 'tags',
    label: 'Tags',
    lazy: () => import('./tags/admin-tags-page.tsx').then((m) => ({ Component: m.AdminTagsPage })),
  },
  {
    path: 'news',
    label: 'News',
    lazy: () => import('./news/admin-news-page.tsx').then((m) => ({ Component: m.AdminNewsPage })),
  },
  {
    path: 'news/new',
    lazy: () => import('./news/admin-news-post-page.tsx').then((m) => ({ Component: m.AdminNewsPostPage })),
  },
  {
    path: 'news/:id',
    lazy: () => import('./news/admin-news-post-page.tsx').then((m) => ({ Component: m.AdminNewsPostPage })),
  },
  {
    path: 'reports',
    label: 'Reports',
    lazy: () => import('./reports/admin-reports-page.tsx').then((m) => ({ Component: m.AdminReportsPage })),
  },
  {
    path: 'reports/:id',
    lazy: () => import('./reports/admin-report-page.tsx').then((m) => ({ Component: m.AdminReportPage })),
  },
];
