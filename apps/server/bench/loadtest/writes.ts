import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { VOTE_PATHS, type VoteKind } from '@synthhub/shared/votes/votes.schemas';
import { buildDemoSynth } from '../../src/scripts/demo/demo-synth.ts';
import type { Catalogue } from './reads.ts';
import { Tally } from './stats.ts';

/** A signed-in load-test account: its bearer token. */
export interface Account {
  username: string;
  token: string;
}

/**
 * Registers `n` accounts through `POST /api/auth/register` (the credentials rate limit allows 30
 * a minute per address, so keep `n` small) and answers their tokens, retrying a 503 after its
 * Retry-After. Throws on any other refusal.
 */
export async function registerAccounts(base: string, n: number): Promise<Account[]> {
  const tag = Date.now().toString(36);
  const out: Account[] = [];
  for (let i = 0; i < n; i++) {
    const username = `load${tag}${i}`;
    let res: Response;
    // A busy server answers 503 with Retry-After (the write queue, docs/decisions/0047): wait and retry.
    for (let attempt = 0; ; attempt++) {
      res = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username,
          email: `${username}@loadtest.invalid`,
          password: 'load test password',
        }),
      });
      if (res.status !== 503 || attempt >= 20) break;
      await res.arrayBuffer();
      await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000));
    }
    if (res.status !== 201) throw new Error(`register ${username}: ${res.status} ${await res.text()}`);
    out.push({ username, token: ((await res.json()) as { token: string }).token });
  }
  return out;
}

let synthSeq = 0;

/**
 * A valid demo `.synth` (src/scripts/demo/demo-synth.ts) of about `audioBytes` bytes of incompressible
 * audio, distinct from every other one this process made (so each upload is a new beatmap).
 */
export async function loadtestSynth(mapper: string, audioBytes?: number) {
  return buildDemoSynth(1_000_000 + process.pid * 1000 + synthSeq++, mapper, 7, audioBytes);
}

/**
 * Uploads one `.synth` as `account` (`POST /api/beatmaps/upload`, multipart `file` + `data`,
 * published) and records its latency and status (or a connection error) in `tally`.
 */
export async function uploadOnce(
  base: string,
  account: Account,
  synth: { bytes: Uint8Array; filename: string },
  tally: Tally,
): Promise<void> {
  const form = new FormData();
  form.append('data', JSON.stringify(uploadRecordForMode('default', { published: true })));
  form.append('file', new Blob([Buffer.from(synth.bytes)]), synth.filename);
  const started = performance.now();
  try {
    const res = await fetch(`${base}/api/beatmaps/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${account.token}` },
      body: form,
      signal: AbortSignal.timeout(60_000),
    });
    await res.arrayBuffer();
    tally.add(res.status, performance.now() - started);
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') tally.timeouts++;
    else tally.errors++;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Uploads small demo `.synth` files one after another, one every `everyMs`, until `untilMs` (epoch
 * ms) or `max` uploads, whichever comes first. Latencies and statuses go into the answered Tally.
 */
export async function uploadLoop(
  base: string,
  account: Account,
  everyMs: number,
  untilMs: number,
  max: number,
): Promise<Tally> {
  const tally = new Tally('uploads (small .synth, signed in)');
  for (let i = 0; i < max && Date.now() < untilMs; i++) {
    const started = Date.now();
    await uploadOnce(base, account, await loadtestSynth(account.username), tally);
    await sleep(Math.max(0, everyMs - (Date.now() - started)));
  }
  return tally;
}

/**
 * Votes from every account, each in its own loop, until `untilMs` or `maxPerAccount` votes each:
 * a random item of a random kind, up (1), down (-1) or withdrawn (DELETE), then `pauseMs` of rest.
 * Latencies and statuses go into the answered Tally.
 */
export async function voteLoops(
  base: string,
  accounts: Account[],
  catalogue: Catalogue,
  pauseMs: number,
  untilMs: number,
  maxPerAccount: number,
): Promise<Tally> {
  const tally = new Tally('votes (PUT/DELETE, signed in)');
  const items: [VoteKind, number[]][] = [
    ['beatmap', catalogue.beatmaps],
    ['playlist', catalogue.playlists],
    ['stage', catalogue.stages],
    ['avatar', catalogue.avatars],
  ];
  const kinds = items.filter(([, ids]) => ids.length > 0);
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  await Promise.all(
    accounts.map(async (account) => {
      for (let i = 0; i < maxPerAccount && Date.now() < untilMs; i++) {
        const [kind, ids] = pick(kinds);
        const value = pick([1, -1, 0]);
        const started = performance.now();
        try {
          const res = await fetch(`${base}${VOTE_PATHS[kind]}/${pick(ids)}/vote`, {
            method: value === 0 ? 'DELETE' : 'PUT',
            headers: {
              authorization: `Bearer ${account.token}`,
              ...(value === 0 ? {} : { 'content-type': 'application/json' }),
            },
            ...(value === 0 ? {} : { body: JSON.stringify({ value }) }),
            signal: AbortSignal.timeout(10_000),
          });
          await res.arrayBuffer();
          tally.add(res.status, performance.now() - started);
        } catch (error) {
          if ((error as Error).name === 'TimeoutError') tally.timeouts++;
          else tally.errors++;
        }
        await sleep(pauseMs);
      }
    }),
  );
  return tally;
}
