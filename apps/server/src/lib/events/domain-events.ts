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
 * Every domain event and its payload. Services emit; subscribers are registered in one place
 * (side-effects.ts) and enqueue durable jobs for work that must not be lost (docs/decisions/0012).
 */
export interface DomainEvents {
  'item.downloaded': ItemDownloaded;
}

/** The app's event bus (`app.events`). */
export type DomainEventBus = EventBus<DomainEvents>;

/** A new, empty {@link DomainEventBus}. */
export function createDomainEvents(): DomainEventBus {
  return new EventBus<DomainEvents>();
}
