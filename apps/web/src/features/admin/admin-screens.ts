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

/** The list and detail screens of one content kind (docs/decisions/0030), from pages/admin-items-page.tsx. */
function itemScreens(
  path: string,
  label: string,
  name: 'beatmaps' | 'playlists' | 'avatars' | 'stages' = path as 'beatmaps',
): AdminScreen[] {
  const page = () => import('./pages/admin-items-page.tsx').then((m) => m.adminItemPages[name]);
  return [
    { path, label, lazy: () => page().then((p) => ({ Component: p.list })) },
    { path: `${path}/:id`, lazy: () => page().then((p) => ({ Component: p.detail })) },
  ];
}

/**
 * Every admin screen, in navigation order; `/admin` itself is the overview (totals and the audit
 * log). A new screen is one entry here.
 */
export const adminScreens: AdminScreen[] = [
  ...itemScreens('beatmaps', 'Beatmaps'),
  ...itemScreens('playlists', 'Playlists'),
  ...itemScreens('models/avatars', 'Avatars', 'avatars'),
  ...itemScreens('models/stages', 'Stages', 'stages'),
  {
    path: 'events',
    label: 'Events',
    lazy: () => import('./events/admin-events-page.tsx').then((m) => ({ Component: m.AdminEventsPage })),
  },
  {
    path: 'events/new',
    lazy: () => import('./events/admin-event-new-page.tsx').then((m) => ({ Component: m.AdminEventNewPage })),
  },
  {
    path: 'events/:id',
    lazy: () => import('./events/admin-event-page.tsx').then((m) => ({ Component: m.AdminEventPage })),
  },
  {
    path: 'ost',
    label: 'Official soundtrack',
    lazy: () => import('./ost/admin-ost-page.tsx').then((m) => ({ Component: m.AdminOstPage })),
  },
  {
    path: 'ost/new',
    lazy: () => import('./ost/admin-ost-new-page.tsx').then((m) => ({ Component: m.AdminOstNewPage })),
  },
  {
    path: 'users',
    label: 'Users',
    lazy: () => import('./pages/admin-users-page.tsx').then((m) => ({ Component: m.AdminUsersPage })),
  },
  {
    path: 'users/:id',
    lazy: () => import('./pages/admin-user-page.tsx').then((m) => ({ Component: m.AdminUserPage })),
  },
  {
    path: 'reviews',
    label: 'Reviews',
    lazy: () => import('./pages/admin-reviews-page.tsx').then((m) => ({ Component: m.AdminReviewsPage })),
  },
  {
    path: 'reviews/:id',
    lazy: () => import('./pages/admin-review-page.tsx').then((m) => ({ Component: m.AdminReviewPage })),
  },
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
