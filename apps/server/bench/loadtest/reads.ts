import autocannon from 'autocannon';
import { globalSearchPaths } from '../scenarios.ts';
import { Tally } from './stats.ts';

/** What the load test found on the server to ask for: ids per kind, covers, the web app's assets. */
export interface Catalogue {
  beatmaps: number[];
  playlists: number[];
  stages: number[];
  avatars: number[];
  /** Cover URLs of every kind (relative). */
  covers: string[];
  /** `/assets/…` files the HTML shell loads (script and style). */
  assets: string[];
}

type Listed = { id: number; cover_url?: string };

async function listIds(base: string, path: string): Promise<Listed[]> {
  const res = await fetch(`${base}${path}`);
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  const body = (await res.json()) as { data?: Listed[] } | Listed[];
  return Array.isArray(body) ? body : (body.data ?? []);
}

/**
 * Looks up what to request: up to 100 published beatmaps and 50 of each other kind (their ids
 * and covers) through the public API, and the assets the HTML shell references. Throws when the
 * server answers an error or the catalogue is empty.
 */
export async function discoverCatalogue(base: string): Promise<Catalogue> {
  const [beatmaps, playlists, stages, avatars] = await Promise.all([
    listIds(base, '/api/beatmaps?limit=100'),
    listIds(base, '/api/playlists?limit=50'),
    listIds(base, '/api/models/stages?limit=50'),
    listIds(base, '/api/models/avatars?limit=50'),
  ]);
  if (beatmaps.length === 0) throw new Error('no published beatmaps to read');
  const shell = await (await fetch(`${base}/`)).text();
  const assets = [...shell.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  const covers = [
    ...beatmaps.map((b) => `/api/beatmaps/${b.id}/cover`),
    ...[...playlists, ...stages, ...avatars].map((i) => i.cover_url ?? '').filter((u) => u.startsWith('/')),
  ];
  return {
    beatmaps: beatmaps.map((b) => b.id),
    playlists: playlists.map((p) => p.id),
    stages: stages.map((s) => s.id),
    avatars: avatars.map((a) => a.id),
    covers,
    assets,
  };
}

/** Search terms that match the demo catalogue's titles (5+ characters, so the global search sends all requests). */
export const LOADTEST_TERMS = [
  'midnight',
  'crystal',
  'fever',
  'velvet',
  'thunder',
  'cosmic',
  'signal',
  'horizon',
];

const search = (field: string, op: string, term: string) =>
  `s=${encodeURIComponent(JSON.stringify({ [field]: { [op]: term } }))}`;

/** One kind of read: its paths (taken in turn) and its share of the connections. */
export interface ReadLine {
  name: string;
  weight: number;
  paths: string[];
  /** Request headers (e.g. the `accept-encoding` a browser sends for the shell and assets). */
  headers?: Record<string, string>;
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,*/*' };

/**
 * The mixed reads of the load test, by line: the HTML shell (`/` and deep SPA routes), the web
 * app's assets, list pages with and without search, detail pages, covers, downloads and the
 * global search's requests (as apps/web sends them, bench/scenarios.ts). `weight` is the line's
 * share of the connections.
 */
export function readLines(c: Catalogue): ReadLine[] {
  const someIds = (ids: number[], n: number) => ids.slice(0, n);
  return [
    {
      name: 'HTML shell (/ and SPA routes)',
      weight: 3,
      headers: BROWSER,
      paths: [
        '/',
        ...someIds(c.beatmaps, 20).map((id) => `/beatmaps/${id}`),
        '/beatmaps?sort=score',
        '/playlists',
        '/models/stages',
      ],
    },
    { name: 'web assets', weight: 2, headers: BROWSER, paths: c.assets.length ? c.assets : ['/favicon.ico'] },
    {
      name: 'list pages (with and without search)',
      weight: 4,
      paths: [
        '/api/beatmaps',
        '/api/beatmaps?page=2&limit=24',
        '/api/beatmaps?sort=score,DESC&limit=24',
        ...LOADTEST_TERMS.map((t) => `/api/beatmaps?${search('title', '$contL', t)}`),
        ...LOADTEST_TERMS.slice(0, 4).map((t) => `/api/beatmaps?${search('text_search', '$tsQuery', t)}`),
        '/api/playlists',
        '/api/models/stages',
        '/api/models/avatars',
        '/api/mappers',
      ],
    },
    {
      name: 'detail pages',
      weight: 3,
      paths: [
        ...c.beatmaps.map((id) => `/api/beatmaps/${id}`),
        ...c.playlists.map((id) => `/api/playlists/${id}`),
        ...c.stages.map((id) => `/api/models/stages/${id}`),
        ...c.avatars.map((id) => `/api/models/avatars/${id}`),
      ],
    },
    { name: 'covers', weight: 3, paths: c.covers },
    { name: 'downloads', weight: 1, paths: c.beatmaps.map((id) => `/api/beatmaps/${id}/download`) },
    {
      name: 'global search',
      weight: 2,
      paths: LOADTEST_TERMS.flatMap((t) => globalSearchPaths(t).map(([, p]) => p)),
    },
  ];
}

/** Splits `total` connections over the lines by weight, at least one each. */
export function splitConnections(lines: ReadLine[], total: number): number[] {
  const sum = lines.reduce((n, l) => n + l.weight, 0);
  const out = lines.map((l) => Math.max(1, Math.floor((total * l.weight) / sum)));
  for (let i = 0; out.reduce((a, b) => a + b, 0) < total; i = (i + 1) % out.length) out[i]!++;
  return out;
}

/** A running autocannon instance for one line, and what it saw. */
export interface RunningLine {
  tally: Tally;
  done: Promise<void>;
  stop(): void;
}

/**
 * Starts autocannon against `base` (127.0.0.1 only) for one line: `connections` keep-alive
 * connections for `seconds` (bounded), each request the next of the line's paths; every answer's
 * latency (ms) and status go into the line's Tally, and autocannon's connection errors and
 * timeouts (no answer within 10 s) are added when it ends.
 */
export function startLine(base: string, line: ReadLine, connections: number, seconds: number): RunningLine {
  const tally = new Tally(line.name);
  let next = 0;
  let finish: (error: Error | null) => void = () => {};
  const done = new Promise<void>((resolve, reject) => {
    finish = (error) => (error ? reject(error) : resolve());
  });
  const instance = autocannon(
    {
      url: base,
      connections,
      duration: seconds,
      timeout: 10,
      ...(line.headers ? { headers: line.headers } : {}),
      requests: [
        {
          method: 'GET',
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            path: line.paths[next++ % line.paths.length],
          }),
        },
      ],
    },
    (error, result) => {
      if (result) {
        tally.errors = result.errors - result.timeouts;
        tally.timeouts = result.timeouts;
      }
      finish(error ?? null);
    },
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => tally.add(statusCode, responseTime));
  return { tally, done, stop: () => instance.stop() };
}
