/**
 * How a demo seeder runs when it is one step of the resumable first-start seeding
 * (demo-seed.ts, docs/decisions/0006). Every field is optional: `npm run seed` and the
 * seeders' own tests pass none.
 */
export interface DemoQueueOptions {
  /** Item numbers made by an earlier, interrupted start: not made again. */
  skip?: ReadonlySet<number>;
  /** Called once item `n` is finished with its row id (the seeding records it). */
  onMade?: (n: number, id: number) => Promise<void>;
  /** Once aborted, no new item is started; items under way finish. */
  signal?: AbortSignal;
}

/**
 * Makes the demo items `first … first + count - 1` (minus `opts.skip`) with `one(n)`, which
 * returns the new row's id, `concurrency` at a time. Stops taking items when `opts.signal` is
 * aborted or an item fails; it settles only when no item is under way any more (so the caller may
 * close the database then). Resolves to how many items it made; rejects with the first failure.
 */
export async function runDemoQueue(
  first: number,
  count: number,
  one: (n: number) => Promise<number>,
  opts: DemoQueueOptions = {},
  concurrency = 4,
): Promise<number> {
  const queue: number[] = [];
  for (let n = first; n < first + count; n++) if (!opts.skip?.has(n)) queue.push(n);
  let made = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && !opts.signal?.aborted) {
      const n = queue.shift();
      if (n === undefined) return;
      try {
        const id = await one(n);
        await opts.onMade?.(n, id);
        made++;
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const results = await Promise.allSettled(
    Array.from({ length: Math.min(concurrency, queue.length) }, worker),
  );
  const rejected = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (rejected) throw rejected.reason;
  return made;
}
