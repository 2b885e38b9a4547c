/** A listener of one event: may be async; the emitter waits for it. */
export type Listener<E> = (event: E) => Promise<void> | void;

/**
 * A small typed, in-process event emitter (design.md §7 "jobs and side effects": typed domain
 * events from services, processed off the request). `Events` maps each event name to its payload
 * type. `emit` starts every listener of the event at once, resolves when all have finished and
 * rejects with the first failure. Nothing here is durable: a listener whose work
 * must survive a crash enqueues a job (lib/jobs/job-queue.ts; docs/decisions/0012).
 */
export class EventBus<Events extends object> {
  private readonly listeners = new Map<keyof Events, Set<Listener<never>>>();

  /** Subscribes `listener` to `name`; returns a function that unsubscribes it. */
  on<K extends keyof Events>(name: K, listener: Listener<Events[K]>): () => void {
    let set = this.listeners.get(name);
    if (!set) this.listeners.set(name, (set = new Set()));
    set.add(listener as Listener<never>);
    return () => set.delete(listener as Listener<never>);
  }

  /** Calls every listener of `name` with `event`; resolves when all are done. */
  async emit<K extends keyof Events>(name: K, event: Events[K]): Promise<void> {
    const set = this.listeners.get(name);
    if (!set || set.size === 0) return;
    await Promise.all([...set].map(async (listener) => (listener as Listener<Events[K]>)(event)));
  }
}
