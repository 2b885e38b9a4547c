import { NOTIFICATIONS_KEEP_CLEARED_DAYS } from '@synthhub/shared/notifications/notifications.constants';
import { VOTE_KINDS, VOTE_PATHS, type VoteKind } from '@synthhub/shared/votes/votes.schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONTENT_LABELS } from '../../policies/content.ts';
import { NotificationHub } from './notification-hub.ts';
import * as repo from './notifications.repository.ts';
import { notify, publishRows } from './notifications.service.ts';
import { MemoryUsedTicketIds, RedisUsedTicketIds, StreamTickets } from './stream-tickets.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Open notification streams of this process (modules/notifications/notification-hub.ts). */
    notificationHub: NotificationHub;
    /** Single-use SSE tickets (modules/notifications/stream-tickets.ts). */
    streamTickets: StreamTickets;
  }
}

/**
 * The durable extension point (docs/decisions/0017): any module enqueues
 * `app.jobs.enqueue(NOTIFY_JOB, {userId, text, url, imageUrl?, groupTag?})` in the transaction (or
 * after the commit) of what happened, and the notification is stored and pushed once, even across a
 * crash (give a `groupTag` so a rerun does not notify twice). Reviews and "dethroned" scores are
 * meant to use it.
 */
export const NOTIFY_JOB = 'notify';
/** A changed vote (`vote.cast`): the owner's hourly "N people voted on X". */
export const NOTIFY_VOTES_JOB = 'notify-votes';
/** A draft became published (`item.published`): one notification per follower of its uploader. */
export const NOTIFY_PUBLISHED_JOB = 'notify-published';
/** An admin deleted someone's item (`item.deleted` by another user): its uploader is told. */
export const NOTIFY_DELETED_JOB = 'notify-deleted';
/** A new follower (`user.followed`): the followed user is told. */
export const NOTIFY_FOLLOWED_JOB = 'notify-followed';
/** The daily prune of notifications cleared more than 30 days ago (scheduled by server.ts). */
export const NOTIFICATIONS_PRUNE_JOB = 'notifications-prune';
/** How often {@link NOTIFICATIONS_PRUNE_JOB} runs, in ms (daily). */
export const NOTIFICATIONS_PRUNE_EVERY_MS = 24 * 3600_000;

const id = z.number().int().positive();
const kind = z.enum(VOTE_KINDS);
const notifySchema = z.object({
  userId: id,
  text: z.string().min(1).max(500),
  url: z.string().min(1).max(500),
  imageUrl: z.string().max(1000).nullable().optional(),
  groupTag: z.string().max(200).nullable().optional(),
});
const votesSchema = z.object({ kind, itemId: id, userId: id, value: z.number().int(), at: z.string() });
const itemSchema = z.object({ kind, itemId: id, ownerId: id, byUserId: id });
const followedSchema = z.object({ followerId: id, followeeId: id });

/** The site page of an item (spec §2 routes): `/beatmaps/12`, `/models/stages/3`. */
export const itemPagePath = (k: VoteKind, itemId: number) =>
  `${VOTE_PATHS[k].replace(/^\/api/, '')}/${itemId}`;

/** The start of the UTC hour of `at` (the vote batch window). */
export function utcHourStart(at: Date): Date {
  const d = new Date(at);
  d.setUTCMinutes(0, 0, 0);
  return d;
}

/** "1 person voted on X" / "N people voted on X" (the hourly vote batch's text). */
export function votesText(n: number, title: string): string {
  return `${n} ${n === 1 ? 'person' : 'people'} voted on ${title}`;
}

/**
 * Sets up notifications on the app (docs/decisions/0017): the stream hub and tickets, the job
 * kinds of every source, and the domain-event subscribers that enqueue them (called from
 * side-effects.ts, the one place events meet subscribers). Sources:
 * - `vote.cast` (a vote set, not withdrawn; not the owner's own): the item's owner gets one
 *   notification per item per UTC hour, rewritten as votes arrive ("3 people voted on X");
 * - `item.published`: each follower of the uploader, once per item;
 * - `item.deleted` by someone other than the uploader (an admin, spec §6): the uploader;
 * - `user.followed`: the followed user, once per follower;
 * - `notify` jobs from any module (reviews, dethroned scores later).
 */
export function registerNotifications(app: FastifyInstance): void {
  app.decorate('notificationHub', new NotificationHub(app.fanout));
  // With REDIS_URL a ticket issued on one instance is redeemed once on any (docs/decisions/0036).
  const usedTickets = app.redis
    ? new RedisUsedTicketIds(app.redis.command, app.redis.keyPrefix, new MemoryUsedTicketIds(), app.log)
    : new MemoryUsedTicketIds();
  app.decorate('streamTickets', new StreamTickets(app.config.jwtSecret, usedTickets));
  // preClose: open streams would otherwise keep the server's close waiting.
  app.addHook('preClose', async () => app.notificationHub.closeAll());
  // A suspension ends the account's open streams on every instance (docs/decisions/0047).
  app.events.on('user.suspended', ({ userId }) => app.notificationHub.endStreams(userId));

  app.jobs.defineTask(NOTIFY_JOB, {
    schema: notifySchema,
    run: async (input) => void (await notify(app, input)),
  });
  app.jobs.defineTask(NOTIFY_VOTES_JOB, {
    schema: votesSchema,
    run: async (vote) => {
      if (vote.value === 0) return;
      const item = await repo.findItemSummary(app.db, vote.kind, vote.itemId);
      if (!item || item.ownerId === vote.userId) return;
      const hour = utcHourStart(new Date(vote.at));
      const n = await repo.countVotersSince(app.db, vote.kind, vote.itemId, item.ownerId, hour);
      if (n === 0) return;
      await notify(
        app,
        {
          userId: item.ownerId,
          text: votesText(n, item.title),
          url: itemPagePath(vote.kind, vote.itemId),
          imageUrl: item.imageUrl,
          groupTag: `votes:${vote.kind}:${vote.itemId}:${hour.toISOString().slice(0, 13)}`,
        },
        { regroup: true },
      );
    },
  });
  app.jobs.defineTask(NOTIFY_PUBLISHED_JOB, {
    schema: itemSchema,
    run: async (event) => {
      const item = await repo.findItemSummary(app.db, event.kind, event.itemId);
      const owner = await repo.findUsername(app.db, event.ownerId);
      if (!item?.published || !owner) return;
      const rows = await repo.insertForFollowers(app.db, event.ownerId, {
        text: `${owner} published a new ${CONTENT_LABELS[event.kind].toLowerCase()}: ${item.title}`,
        url: itemPagePath(event.kind, event.itemId),
        imageUrl: item.imageUrl,
        groupTag: `published:${event.kind}:${event.itemId}`,
      });
      publishRows(app, rows);
    },
  });
  app.jobs.defineTask(NOTIFY_DELETED_JOB, {
    schema: itemSchema,
    run: async (event) => {
      await notify(app, {
        userId: event.ownerId,
        text: `An admin deleted your ${CONTENT_LABELS[event.kind].toLowerCase()} ${event.itemId}.`,
        url: '/user/uploads',
        groupTag: `deleted:${event.kind}:${event.itemId}`,
      });
    },
  });
  app.jobs.defineTask(NOTIFY_FOLLOWED_JOB, {
    schema: followedSchema,
    run: async (event) => {
      const follower = await repo.findUsername(app.db, event.followerId);
      if (!follower) return;
      await notify(app, {
        userId: event.followeeId,
        text: `${follower} started following you`,
        url: `/profile/${encodeURIComponent(follower)}`,
        groupTag: `followed-by:${event.followerId}`,
      });
    },
  });
  app.jobs.defineTask(NOTIFICATIONS_PRUNE_JOB, {
    schema: z.object({}),
    run: async () => {
      const before = new Date(Date.now() - NOTIFICATIONS_KEEP_CLEARED_DAYS * 24 * 3600_000);
      const pruned = await repo.pruneCleared(app.db, before);
      if (pruned > 0) app.log.info({ pruned }, 'pruned cleared notifications');
    },
  });

  app.events.on('vote.cast', (vote) =>
    vote.value === 0
      ? undefined
      : app.jobs.enqueue(NOTIFY_VOTES_JOB, { ...vote, at: new Date().toISOString() }),
  );
  app.events.on('item.published', (event) => app.jobs.enqueue(NOTIFY_PUBLISHED_JOB, event));
  app.events.on('item.deleted', (event) =>
    event.byUserId === event.ownerId ? undefined : app.jobs.enqueue(NOTIFY_DELETED_JOB, event),
  );
  app.events.on('user.followed', (event) => app.jobs.enqueue(NOTIFY_FOLLOWED_JOB, event));
}
