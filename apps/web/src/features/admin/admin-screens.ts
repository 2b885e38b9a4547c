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
export const adminScreens: AdminScreen[] = [];
