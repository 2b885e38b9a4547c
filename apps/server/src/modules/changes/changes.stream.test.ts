import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import type { Change } from '@synthhub/shared/changes/changes.schemas';
import { eq, sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSynth, registerAdmin, registerUser, uploadForm } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { beatmaps, mods } from '../../db/schema/index.ts';
import { fetchChanges, fetchIndex, insertBeatmapRow, insertOwner } from './changes.test-kit.ts';

// docs/decisions/0035: the event stream, deletions made through the API, the index's ETag, and
// the advisory lock that keeps cursors in commit order.
let t: TestApp;
let base: string;
let owner: number;
beforeAll(async () => {
  t = await buildTestApp({ changesPollMs: 20, changesHeartbeatMs: 50 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  owner = await insertOwner(t.app);
});
afterAll(async () => {
  // The fetch that gave up mid-index leaves one keep-alive socket the server's close would wait
  // for (seen with undici's fetch; the server side has ended the answer): close it here.
  t?.app.server.closeAllConnections();
  await t?.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The `id:` and `data:` of each complete event in an SSE text. */
function events(text: string): { id: number; change: Change }[] {
  return text
    .split('\n\n')
    .filter((block) => block.includes('event: change'))
    .map((block) => {
      const id = Number(/^id: (\d+)$/m.exec(block)![1]);
      const data = /^data: (.*)$/m.exec(block)![1]!;
      return { id, change: JSON.parse(data) as Change };
    });
}

/**
 * Opens the stream, reads until `count` events arrived — and, with `heartbeat`, a heartbeat
 * comment too — (or 5 s), then drops the connection.
 */
async function readEvents(headers: Record<string, string>, count: number, query = '', heartbeat = false) {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/changes${query}`, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + 5000;
  while (
    (events(text).length < count || (heartbeat && !text.includes(': heartbeat'))) &&
    Date.now() < deadline
  ) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  abort.abort();
  // Only complete events count: a cut one would be sent again after Last-Event-ID.
  return { got: events(text).slice(0, count), text };
}

describe('the change feed as Server-Sent Events', () => {
  it('resumes after a dropped connection with Last-Event-ID: nothing lost, nothing repeated', async () => {
    const start = (await fetchIndex(t.app)).cursor;
    for (let i = 0; i < 5; i++) await insertBeatmapRow(t.app, owner);
    const first = await readEvents({}, 3, `?since=${start}`);
    expect(first.text).toContain('retry: 5000');
    expect(first.got).toHaveLength(3);
    // Written while the client is away, and while it is connected again.
    for (let i = 0; i < 3; i++) await insertBeatmapRow(t.app, owner);
    const last = String(first.got.at(-1)!.id);
    // Until a heartbeat too: on a busy machine the stream can open after the writes below, and
    // its seven events then arrive before the first 50 ms heartbeat.
    const resumed = readEvents({ 'last-event-id': last }, 7, `?since=${start}`, true);
    await new Promise((r) => setTimeout(r, 100));
    for (let i = 0; i < 2; i++) await insertBeatmapRow(t.app, owner);
    const second = await resumed;
    const seen = [...first.got, ...second.got].map((e) => e.id);
    const expected = (await fetchChanges(t.app, start)).map((c) => c.cursor);
    expect(expected).toHaveLength(10);
    expect(seen).toEqual(expected);
    // The event's data is the NDJSON line.
    expect(second.got[0]!.change).toEqual((await fetchChanges(t.app, Number(last), 1))[0]);
    expect(second.text).toContain(': heartbeat');
  });
});

describe('deletions through the API', () => {
  it('answers an unpublish by the owner and a soft delete by an admin as deleted, a restore as created', async () => {
    const user = await registerUser(t.app);
    const admin = await registerAdmin(t.app);
    const ids: number[] = [];
    for (const seed of [71, 72]) {
      const form = uploadForm(await makeSynth({ seed }), uploadRecordForMode('default', { published: true }));
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/beatmaps/upload',
        ...form,
        headers: { ...form.headers, ...auth(user.token) },
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
    const [a, b] = ids as [number, number];
    const index = await fetchIndex(t.app);
    expect(index.copy.has(a) && index.copy.has(b)).toBe(true);
    const unpublish = await t.app.inject({
      method: 'PATCH',
      url: `/api/beatmaps/${a}`,
      headers: auth(user.token),
      payload: { published: false },
    });
    expect(unpublish.statusCode, unpublish.body).toBe(200);
    const act = (action: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/beatmaps/actions',
        headers: auth(admin.token),
        payload: { ids: [b], action },
      });
    expect((await act('delete')).statusCode).toBe(200);
    const gone = (await fetchChanges(t.app, index.cursor)).map((c) => [c.id, c.op]);
    expect(gone).toEqual([
      [a, 'deleted'],
      [b, 'deleted'],
    ]);
    const after = await fetchIndex(t.app);
    expect(after.copy.has(a) || after.copy.has(b)).toBe(false);
    expect((await act('restore')).statusCode).toBe(200);
    expect((await fetchChanges(t.app, after.cursor)).map((c) => [c.id, c.op])).toEqual([[b, 'created']]);
  });
});

describe('GET /api/beatmaps/index.ndjson', () => {
  it('answers 304 for its ETag, and a new ETag and cursor after a write', async () => {
    await insertBeatmapRow(t.app, owner);
    const first = await fetchIndex(t.app);
    expect(first.etag).toMatch(/^"beatmaps-v1-\d+"$/);
    const again = await t.app.inject({
      url: '/api/beatmaps/index.ndjson',
      headers: { 'if-none-match': first.etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['x-changes-cursor']).toBe(String(first.cursor));
    // A counter update changes nothing the index shows: still 304.
    await t.app.db.update(beatmaps).set({ downloadCount: sql`${beatmaps.downloadCount} + 1` });
    const still = await t.app.inject({
      url: '/api/beatmaps/index.ndjson',
      headers: { 'if-none-match': first.etag },
    });
    expect(still.statusCode).toBe(304);
    const id = [...first.copy.keys()][0]!;
    await t.app.db.update(beatmaps).set({ title: 'Renamed' }).where(eq(beatmaps.id, id));
    const changed = await t.app.inject({
      url: '/api/beatmaps/index.ndjson',
      headers: { 'if-none-match': first.etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(first.etag);
    expect(Number(changed.headers['x-changes-cursor'])).toBeGreaterThan(first.cursor);
    expect(changed.body).toContain('"title":"Renamed"');
  });

  it('is gzip-compressed when accepted, with the same lines', async () => {
    for (let i = 0; i < 20; i++) await insertBeatmapRow(t.app, owner);
    const plain = await fetchIndex(t.app);
    const gz = await t.app.inject({
      url: '/api/beatmaps/index.ndjson',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toContain('application/x-ndjson');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });
});

describe('other kinds', () => {
  it('follows a mod (released without a publish date) with its slug, and its unpublish', async () => {
    const { cursor } = await fetchIndex(t.app);
    const [mod] = await t.app.db
      .insert(mods)
      .values({ userId: owner, slug: `feed-mod-${process.pid}`, name: 'Feed Mod', published: true })
      .returning({ id: mods.id });
    await t.app.db.update(mods).set({ published: false }).where(eq(mods.id, mod!.id));
    const changes = await fetchChanges(t.app, cursor);
    expect(changes.map((c) => [c.kind, c.id, c.op])).toEqual([
      ['mod', mod!.id, 'created'],
      ['mod', mod!.id, 'deleted'],
    ]);
    expect(changes[0]!.item).toMatchObject({
      id: mod!.id,
      name: 'Feed Mod',
      slug: `feed-mod-${process.pid}`,
    });
  });
});

describe('a client that goes away mid-index', () => {
  it('ends the snapshot transaction: the next requests are answered', async () => {
    await t.app.db.execute(sql`
      insert into beatmaps (user_id, title, artist, mapper, hash, published, published_at)
      select ${owner}, 'Bulk ' || i, 'Artist', 'Mapper', md5(i::text || random()::text), true, now()
      from generate_series(1, 1500) as i`);
    const abort = new AbortController();
    const res = await fetch(`${base}/api/beatmaps/index.ndjson`, { signal: abort.signal });
    const reader = res.body!.getReader();
    await reader.read();
    abort.abort();
    await new Promise((r) => setTimeout(r, 100));
    const next = await t.app.inject({ url: '/api/changes?limit=1' });
    expect(next.statusCode).toBe(200);
    expect((await fetchIndex(t.app)).copy.size).toBeGreaterThanOrEqual(1500);
  });
});

describe('a client that reads slowly', () => {
  it('holds no database connection: other requests are answered while it reads nothing', async () => {
    await t.app.db.execute(sql`
      insert into beatmaps (user_id, title, artist, mapper, hash, published, published_at)
      select ${owner}, 'Slow ' || i || repeat(' padding', 20), 'Artist', 'Mapper', md5(i::text || random()::text), true, now()
      from generate_series(1, 20000) as i`);
    // Uncompressed, several megabytes: far more than the socket buffers take, so a server that
    // streamed from its snapshot would stop mid-read, inside the transaction, and wait for us.
    const res = await fetch(`${base}/api/beatmaps/index.ndjson`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    await reader.read();
    const answered = await Promise.race([
      t.app.inject({ url: '/api/changes?limit=1' }).then((r) => r.statusCode),
      new Promise<string>((resolve) => setTimeout(() => resolve('still waiting after 5 s'), 5_000)),
    ]);
    expect(answered).toBe(200);
    await reader.cancel();
  }, 60_000);
});

describe('the advisory lock of the triggers', () => {
  it('is held by a transaction from its first catalogue change until it ends', async () => {
    const id = await insertBeatmapRow(t.app, owner);
    const held = async (db: Pick<typeof t.app.db, 'select'>) =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(sql`pg_locks`)
          .where(sql`locktype = 'advisory' and pid = pg_backend_pid()`)
      )[0]!.n;
    await t.app.db.transaction(async (tx) => {
      await tx.update(beatmaps).set({ downloadCount: 5 }).where(eq(beatmaps.id, id));
      expect(await held(tx)).toBe(0);
      await tx.update(beatmaps).set({ title: 'Locked' }).where(eq(beatmaps.id, id));
      expect(await held(tx)).toBe(1);
    });
    expect(await held(t.app.db)).toBe(0);
  });
});
