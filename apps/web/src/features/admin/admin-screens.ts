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
];
