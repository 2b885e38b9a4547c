import type { ContentKind } from '../../policies/content.ts';
import { EventBus } from './event-bus.ts';

/**
 * A content item's file was sent whole (not a 304, a range or a HEAD): `itemId` of `kind`, the
 * stage file `fileId` for stages, and the signed-in downloader `userId`, if any (design.md §2
 * "counts the download outside the response path").
 */
export interface ItemDownloaded {
  kind: ContentKind;
  itemId: number;
  fileId?: number | undefined;
  userId?: number | undefined;
}

/**
 * A change to one content item by a signed-in user: `itemId` of `kind`, its uploader `ownerId`
 * and who made the change, `byUserId` (the uploader or an admin; spec §6). Emitted after commit.
 */
export interface ItemChanged {
  kind: ContentKind;
  itemId: number;
  ownerId: number;
  byUserId: number;
}

/**
 * A vote was cast, changed or withdrawn (`value` 1, -1 or 0) by `userId` on `itemId` of `kind`
 * (spec §7 votes); emitted after commit, only when the vote changed.
 */
export interface VoteCast {
  kind: ContentKind;
  itemId: number;
  userId: number;
  value: 1 | -1 | 0;
}

/** `followerId` started following `followeeId` (a new follow, not a repeated one; docs/decisions/0017). */
export interface UserFollowed {
  followerId: number;
  followeeId: number;
}

/**
 * An admin suspended the account `userId` (docs/decisions/0030 "Account suspension"); emitted after
 * commit. Its open notification streams end (docs/decisions/0047).
 */
export interface UserSuspended {
  userId: number;
}

/**
 * Every domain event and its payload. Services emit; subscribers are registered in one place
 * (side-effects.ts) and enqueue durable jobs for work that must not be lost (docs/decisions/0012).
 */
export interface DomainEvents {
  'item.downloaded': ItemDownloaded;
  /** A draft became published (spec §2 edit pages; the item kernel's edit). */
  'item.published': ItemChanged;
  /** An item was deleted with its votes (the item kernel's delete). */
  'item.deleted': ItemChanged;
  'vote.cast': VoteCast;
  'user.followed': UserFollowed;
  'user.suspended': UserSuspended;
}

/** The app's event bus (`app.events`). */
export type DomainEventBus = EventBus<DomainEvents>;

/** A new, empty {@link DomainEventBus}. */
export function createDomainEvents(): DomainEventBus {
  return new EventBus<DomainEvents>();
}
