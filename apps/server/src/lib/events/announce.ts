import type { DomainEventBus, DomainEvents } from './domain-events.ts';

/**
 * Emits a domain event after the change it tells of has been committed (lib/events/domain-events.ts).
 * A failing subscriber is logged at warn (through `ctx.log`, the app's logger when `ctx` is the
 * app), never thrown to the request: the change is already made, and work that must not be lost is
 * enqueued by its subscriber (docs/decisions/0012).
 */
export async function announce<K extends keyof DomainEvents>(
  ctx: { events: DomainEventBus; log?: { warn(obj: object, msg: string): void } },
  name: K,
  event: DomainEvents[K],
): Promise<void> {
  try {
    await ctx.events.emit(name, event);
  } catch (error) {
    ctx.log?.warn({ err: error, event: name }, 'a domain event subscriber failed');
  }
}
