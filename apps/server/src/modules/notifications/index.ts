/**
 * The public entry of the notifications module (docs/decisions/0013, 0017): its routes, the setup
 * of sources and streams (side-effects.ts), the prune job's schedule (server.ts), and the extension
 * point other modules call: `notify` at once, or the durable `NOTIFY_JOB`. Files outside
 * `modules/notifications/` import only this file; tests may reach further.
 */
export { notificationsRoutes } from './notifications.routes.ts';
export {
  NOTIFICATIONS_PRUNE_EVERY_MS,
  NOTIFICATIONS_PRUNE_JOB,
  NOTIFY_JOB,
  registerNotifications,
} from './notification-sources.ts';
export { notify, type NotificationInput } from './notifications.service.ts';
export { scoreNotice, type ScoreNoticeChart, type ScoreNoticeKind } from './score-notices.ts';
