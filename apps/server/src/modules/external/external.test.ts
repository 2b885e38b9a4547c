import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.ts';
import { CachedJson } from './cached-json.ts';
import { readCommunityPresence, readModManagerRelease } from './external-readers.ts';

/** A local stand-in for the code host and the chat widget: each path answers one way. */
let server: Server;
let base: string;
const hits = new Map<string, number>();
const releases = [
  { tag_name: 'v2.0.0-rc1', prerelease: true, html_url: 'https://example.test/r/rc1', assets: [] },
  {
    tag_name: 'v1.4.2',
    html_url: 'https://example.test/r/v1.4.2',
    assets: [
      { browser_download_url: 'https://example.test/d/NoodleManagerX.zip' },
      { browser_download_url: 'https://example.test/d/NoodleManagerX-setup.exe' },
    ],
  },
];
beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const json = (body: unknown) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    };
    if (path === '/releases') return json(releases);
    if (path === '/widget')
      return json({ id: '1', presence_count: 321, instant_invite: 'https://chat.test/join' });
    if (path === '/widget-no-invite') return json({ presence_count: 7 });
    if (path === '/error') return void res.writeHead(500).end('{"message":"boom"}');
    if (path === '/malformed')
      return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"tag_');
    if (path === '/wrong-shape') return json({ presence_count: 'many', tag_name: 42 });
    if (path === '/slow') return void setTimeout(() => json(releases), 2_000);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const source = (path: string, now = () => Date.now(), timeoutMs = 1000) => {
  const errors: string[] = [];
  const cached = new CachedJson({
    url: `${base}${path}`,
    ttlMs: 60_000,
    failureTtlMs: 5_000,
    timeoutMs,
    read: readModManagerRelease,
    onError: (e) => errors.push(e.message),
    now,
  });
  return { cached, errors };
};

describe('CachedJson (spec §7 External: errors are ignored)', () => {
  it('reads the latest stable release and its installer', async () => {
    const { cached, errors } = source('/releases');
    expect(await cached.get()).toEqual({
      tag_name: 'v1.4.2',
      html_url: 'https://example.test/r/v1.4.2',
      download_url: 'https://example.test/d/NoodleManagerX-setup.exe',
    });
    expect(errors).toEqual([]);
  });

  it.each([
    ['a 500 answer', '/error', /answered 500/],
    ['malformed JSON', '/malformed', /JSON/],
    ['JSON without the fields', '/wrong-shape', /lacks the expected fields/],
    ['a 404 answer', '/missing', /answered 404/],
  ])('answers null for %s and reports why', async (_name, path, reason) => {
    const { cached, errors } = source(path);
    expect(await cached.get()).toBeNull();
    expect(errors).toEqual([expect.stringMatching(reason)]);
  });

  it('gives up on a slow answer after the timeout', async () => {
    const { cached, errors } = source('/slow', Date.now, 200);
    const started = Date.now();
    expect(await cached.get()).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_900);
    expect(errors[0]).toMatch(/timeout|aborted/i);
  });

  it('answers null without fetching when the source is off', async () => {
    const cached = new CachedJson({ url: '', ttlMs: 1, failureTtlMs: 1, timeoutMs: 1, read: () => 1 });
    expect(await cached.get()).toBeNull();
  });

  it('fetches once for concurrent callers, reuses the answer while fresh, then fetches again', async () => {
    let now = 1_000_000;
    const { cached } = source('/releases', () => now);
    const before = hits.get('/releases') ?? 0;
    const [a, b] = await Promise.all([cached.get(), cached.get()]);
    expect(a).toEqual(b);
    expect(hits.get('/releases')).toBe(before + 1);
    now += 59_000;
    await cached.get();
    expect(hits.get('/releases')).toBe(before + 1);
    now += 2_000;
    await cached.get();
    expect(hits.get('/releases')).toBe(before + 2);
  });

  it('remembers a failure for the failure time, not longer', async () => {
    let now = 5_000_000;
    const { cached } = source('/error', () => now);
    const before = hits.get('/error') ?? 0;
    await cached.get();
    await cached.get();
    expect(hits.get('/error')).toBe(before + 1);
    now += 5_001;
    await cached.get();
    expect(hits.get('/error')).toBe(before + 2);
  });
});

describe('readers', () => {
  it('takes the first release when every one is a prerelease, and accepts a single release object', () => {
    expect(readModManagerRelease([releases[0]])?.tag_name).toBe('v2.0.0-rc1');
    expect(readModManagerRelease(releases[1])?.download_url).toMatch(/setup\.exe$/);
    expect(readModManagerRelease([{ tag_name: 'v1', html_url: 'javascript:alert(1)' }])).toBeNull();
    expect(readModManagerRelease([])).toBeNull();
  });

  it('reads presence_count with the invite, else the configured join link', () => {
    expect(readCommunityPresence({ presence_count: 3, instant_invite: null }, 'https://j.test')).toEqual({
      presence_count: 3,
      join_url: 'https://j.test',
    });
    expect(readCommunityPresence({ presence_count: -1 }, null)).toBeNull();
    expect(readCommunityPresence([], null)).toBeNull();
  });
});

describe('GET /api/site/external', () => {
  it('answers the release and the online count from the configured services', async () => {
    const t = await buildTestApp({
      external: {
        modManagerReleasesUrl: `${base}/releases`,
        communityWidgetUrl: `${base}/widget-no-invite`,
        communityJoinUrl: 'https://discord.gg/synthriders',
        timeoutMs: 1000,
      },
    });
    try {
      const res = await t.app.inject({ url: '/api/site/external' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(res.json()).toEqual({
        mod_manager: {
          tag_name: 'v1.4.2',
          html_url: 'https://example.test/r/v1.4.2',
          download_url: 'https://example.test/d/NoodleManagerX-setup.exe',
        },
        community: { presence_count: 7, join_url: 'https://discord.gg/synthriders' },
      });
    } finally {
      await t.close();
    }
  });

  it('answers 200 with both parts null when the services fail or time out', async () => {
    const t = await buildTestApp({
      external: {
        modManagerReleasesUrl: `${base}/slow`,
        communityWidgetUrl: `${base}/malformed`,
        communityJoinUrl: null,
        timeoutMs: 200,
      },
    });
    try {
      const res = await t.app.inject({ url: '/api/site/external' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ mod_manager: null, community: null });
    } finally {
      await t.close();
    }
  });
});
