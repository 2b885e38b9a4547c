import { NOTIFICATIONS_UNREAD_LIMIT } from '@synthhub/shared/notifications/notifications.constants';
import type { Notification } from '@synthhub/shared/notifications/notifications.schemas';
import { accountSuspendedMessage } from '@synthhub/shared/auth/suspension';
import type { Db } from '../../db/client.ts';
import { Forbidden, NotFound, TooManyRequests, Unauthorized } from '../../errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { NotificationHub } from './notification-hub.ts';
import { presentNotification } from './notifications.presenter.ts';
import * as repo from './notifications.repository.ts';

/** What the notification rules need from the app: the database and the stream hub. */
export interface NotificationsContext {
  db: Db;
  notificationHub: NotificationHub;
}

/** A notification to send: to `userId`, with `text`, a site path `url` and an optional image. */
export type NotificationInput = repo.NewNotification;

/**
 * The extension point every source calls (docs/decisions/0017): stores a notification for
 * `input.userId` and pushes it at once to that user's open streams (`GET
 * /api/notifications/stream`). With a `groupTag` the user already has, nothing happens (a source
 * that runs twice notifies once), unless `regroup` is set: then that row is rewritten with the new
 * text and is unread and newest again (a batch such as "3 people voted on X"). Answers the
 * notification as stored, or undefined when nothing was written. For work that must survive a
 * crash, enqueue the `notify` job instead (notification-sources.ts `NOTIFY_JOB`).
 */
export async function notify(
  ctx: NotificationsContext,
  input: NotificationInput,
  options: { regroup?: boolean } = {},
): Promise<Notification | undefined> {
  const row =
    options.regroup && input.groupTag
      ? await repo.upsertGroupedNotification(ctx.db, { ...input, groupTag: input.groupTag })
      : await repo.insertNotification(ctx.db, input);
  if (!row) return undefined;
  const shown = presentNotification(row);
  ctx.notificationHub.publish(row.userId, shown);
  return shown;
}

/** Pushes rows already written (a fan-out to followers) to their users' open streams. */
export function publishRows(
  ctx: Pick<NotificationsContext, 'notificationHub'>,
  rows: repo.NotificationRow[],
): void {
  for (const row of rows) ctx.notificationHub.publish(row.userId, presentNotification(row));
}

/**
 * The caller's unread notifications, newest first, at most `NOTIFICATIONS_UNREAD_LIMIT` (100),
 * and how many they have in all (spec §7 `GET /api/notifications/unread`).
 */
export async function listUnread(
  ctx: Pick<NotificationsContext, 'db'>,
  user: AuthUser,
): Promise<{ list: Notification[]; total: number }> {
  const rows = await repo.listUnread(ctx.db, user.id, NOTIFICATIONS_UNREAD_LIMIT);
  const total =
    rows.length < NOTIFICATIONS_UNREAD_LIMIT ? rows.length : await repo.countUnread(ctx.db, user.id);
  return { list: rows.map(presentNotification), total };
}

/**
 * Clears one of the caller's notifications (spec §4; the bell's "Mark as read", or a visit to its
 * url). Clearing one already cleared answers `{cleared: 0}`. Throws NotFound "Notification 12 was
 * not found." when it does not exist or belongs to someone else (no hint that it exists).
 */
export async function clearNotification(
  ctx: Pick<NotificationsContext, 'db'>,
  user: AuthUser,
  id: number,
): Promise<{ cleared: number }> {
  const cleared = await repo.clearOne(ctx.db, user.id, id);
  if (cleared === 0 && !(await repo.findOwnNotification(ctx.db, user.id, id)))
    throw new NotFound(`Notification ${id} was not found.`);
  return { cleared };
}

/** Clears every unread notification of the caller (spec §2 "Clear Unread"); answers how many. */
export async function clearAllNotifications(
  ctx: Pick<NotificationsContext, 'db'>,
  user: AuthUser,
): Promise<{ cleared: number }> {
  return { cleared: await repo.clearAll(ctx.db, user.id) };
}

/**
 * Sends the caller a test notification (spec §7 `POST /api/notifications/test`), linking to their
 * profile. Answers it.
 */
export async function sendTestNotification(ctx: NotificationsContext, user: AuthUser): Promise<Notification> {
  const sent = await notify(ctx, {
    userId: user.id,
    text: 'This is a test notification.',
    url: `/profile/${encodeURIComponent(user.username)}`,
  });
  return sent!;
}

/** Seconds a client refused a stream for its account's cap is told to wait. */
const STREAMS_RETRY_AFTER_S = 30;

/**
 * Checks that `userId` (from a redeemed ticket) may open one more notification stream on this
 * instance (docs/decisions/0047): Unauthorized (401) when the account no longer exists or was
 * deleted; Forbidden (403) "This account is suspended: <reason>" when suspended, so a ticket
 * issued before a suspension opens nothing; TooManyRequests (429, Retry-After 30 s) when it
 * already holds `maxStreams` streams here.
 */
export async function assertMayOpenStream(
  ctx: NotificationsContext,
  userId: number,
  maxStreams: number,
): Promise<void> {
  const account = await repo.findStreamAccount(ctx.db, userId);
  if (!account || account.deleted)
    throw new Unauthorized('The stream ticket is missing, expired or already used. Ask for a new one.');
  if (account.suspendedAt) throw new Forbidden(accountSuspendedMessage(account.suspendedReason));
  if (ctx.notificationHub.count(userId) >= maxStreams)
    throw new TooManyRequests(
      `This account already has ${maxStreams} notification streams open (one per open tab). Close a tab, or try again in ${STREAMS_RETRY_AFTER_S} seconds.`,
      STREAMS_RETRY_AFTER_S,
    );
}
