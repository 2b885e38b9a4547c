import { VOTE_PATHS } from '@synthhub/shared/votes/votes.schemas';
import type { Catalogue, ReadLine } from './reads.ts';
import { startLine } from './reads.ts';
import { Tally } from './stats.ts';
import type { Account } from './writes.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a feed client saw: stream opens by status, and how long a full catch-up took (ms). */
export interface FeedPhase {
  opens: Tally;
  catchUps: Tally;
  list: Tally;
  seconds: number;
}

/**
 * Abuse phase (a) of `npm run loadtest` (docs/decisions/0047): `clients` change-feed clients, each
 * from its own address (X-Forwarded-For; the load-test server trusts loopback), open the event
 * stream from cursor 0, read until they have every change up to `latest`, drop the connection and
 * open it again 100 ms later — ignoring Retry-After, as a misbehaving client would — for `seconds`,
 * while `listConnections` connections read the list pages. Answers each stream open's status and
 * time to its headers (`opens`), each completed catch-up's time (`catchUps`) and the list reads.
 */
export async function feedReconnects(
  base: string,
  listLine: ReadLine,
  clients: number,
  listConnections: number,
  seconds: number,
): Promise<FeedPhase> {
  const feedLatest = await newestCursor(base, 0);
  const opens = new Tally('feed stream opens from cursor 0');
  const catchUps = new Tally(`feed catch-ups (0 → ${feedLatest})`);
  const until = Date.now() + seconds * 1000;
  const list = startLine(base, listLine, listConnections, seconds);
  await Promise.all(
    Array.from({ length: clients }, async (_, i) => {
      while (Date.now() < until) {
        const started = performance.now();
        const abort = new AbortController();
        const timer = setTimeout(() => abort.abort(), 15_000);
        try {
          const res = await fetch(`${base}/api/changes?since=0`, {
            headers: { accept: 'text/event-stream', 'x-forwarded-for': `10.47.${i >> 8}.${i & 255}` },
            signal: abort.signal,
          });
          opens.add(res.status, performance.now() - started);
          if (res.status === 200) {
            const reader = res.body!.getReader();
            const decoder = new TextDecoder();
            let text = '';
            while (!text.includes(`id: ${feedLatest}\n`)) {
              const { value, done } = await reader.read();
              if (done) break;
              text += decoder.decode(value, { stream: true });
              if (text.length > 1_000_000) text = text.slice(-1000);
            }
            catchUps.add(200, performance.now() - started);
          } else {
            await res.arrayBuffer();
          }
        } catch (error) {
          if ((error as Error).name === 'AbortError') opens.timeouts++;
          else opens.errors++;
        } finally {
          clearTimeout(timer);
          abort.abort();
        }
        await sleep(100);
      }
    }),
  );
  await list.done;
  return { opens, catchUps, list: list.tally, seconds };
}

/** The feed's newest cursor: the last page's `x-changes-cursor` (pages of 10,000 from `from`). */
async function newestCursor(base: string, from: number): Promise<number> {
  let cursor = from;
  for (;;) {
    const res = await fetch(`${base}/api/changes?since=${cursor}&limit=10000`);
    await res.arrayBuffer();
    cursor = Number(res.headers.get('x-changes-cursor'));
    if (res.headers.get('x-changes-more') !== 'true') return cursor;
  }
}

/** What the write burst saw. */
export interface WriteBurst {
  writes: Tally;
  reads: Tally;
  /** Latency of the first read once every write was answered (ms). */
  readAfterMs: number;
  /** Writes answered within 5 s, whatever their status. */
  answeredWithin5s: number;
  seconds: number;
}

/**
 * Abuse phase (b) of `npm run loadtest` (docs/decisions/0047): `count` writes sent at once from
 * `accounts` in turn — votes (PUT up/down on a random item) and test notifications (`POST
 * /api/notifications/test`, one row each) — each allowed 30 s, while `readConnections` connections
 * read the list pages; then one read once every write is answered. Answers the writes' statuses
 * and latencies, the reads, the read after, and how many writes were answered within 5 s.
 */
export async function writeBurst(
  base: string,
  accounts: Account[],
  catalogue: Catalogue,
  listLine: ReadLine,
  count: number,
  readConnections: number,
): Promise<WriteBurst> {
  const writes = new Tally(
    `${count} writes at once (votes, test notifications; ${accounts.length} accounts)`,
  );
  const started = Date.now();
  const reads = startLine(base, listLine, readConnections, 120);
  await sleep(500);
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  let answeredWithin5s = 0;
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const account = accounts[i % accounts.length]!;
      const vote = i % 2 === 0 && catalogue.beatmaps.length > 0;
      const t0 = performance.now();
      try {
        const res = await fetch(
          vote
            ? `${base}${VOTE_PATHS.beatmap}/${pick(catalogue.beatmaps)}/vote`
            : `${base}/api/notifications/test`,
          {
            method: vote ? 'PUT' : 'POST',
            headers: {
              authorization: `Bearer ${account.token}`,
              ...(vote ? { 'content-type': 'application/json' } : {}),
            },
            ...(vote ? { body: JSON.stringify({ value: pick([1, -1]) }) } : {}),
            signal: AbortSignal.timeout(30_000),
          },
        );
        await res.arrayBuffer();
        const ms = performance.now() - t0;
        writes.add(res.status, ms);
        if (ms <= 5000) answeredWithin5s++;
      } catch (error) {
        if ((error as Error).name === 'TimeoutError') writes.timeouts++;
        else writes.errors++;
      }
    }),
  );
  reads.stop();
  await reads.done;
  const t0 = performance.now();
  await (await fetch(`${base}/api/beatmaps?page=3&limit=24&cache=0`)).arrayBuffer();
  const readAfterMs = performance.now() - t0;
  return {
    writes,
    reads: reads.tally,
    readAfterMs,
    answeredWithin5s,
    seconds: (Date.now() - started) / 1000,
  };
}

/** Counts of a tally's answers by status, e.g. `200: 96, 429: 4`. */
export function statusCounts(tally: Tally): string {
  const counts = new Map<number, number>();
  for (const s of tally.samples) counts.set(s.status, (counts.get(s.status) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
}
