import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers.ts';

/** The item prefixes of the four content kinds (formats.md §6.2 paths). */
const ITEM_PATH = /^\/api\/(beatmaps|playlists|models\/stages|models\/avatars)(\/|$)/;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Operation {
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: object }> }>;
}

/**
 * True when an operation declares what it answers: a success status whose content has a schema,
 * or a 204 (no body). Routes without a response schema show only @fastify/swagger's
 * `200: {description: 'Default Response'}`.
 */
function declaresResponse(op: Operation): boolean {
  return Object.entries(op.responses ?? {}).some(
    ([status, res]) =>
      /^2\d\d$/.test(status) &&
      (status === '204' || Object.values(res.content ?? {}).some((c) => c.schema !== undefined)),
  );
}

let t: TestApp;
let paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.app.inject({ url: '/api/docs/json' });
  expect(res.statusCode, res.body).toBe(200);
  paths = res.json().paths;
});
afterAll(async () => t?.close());

/** Every `METHOD path` of an item route in the OpenAPI document. */
function itemOperations(): [string, Operation][] {
  return Object.entries(paths)
    .filter(([path]) => ITEM_PATH.test(path))
    .flatMap(([path, ops]) =>
      METHODS.filter((m) => ops[m]).map((m): [string, Operation] => [`${m.toUpperCase()} ${path}`, ops[m]!]),
    );
}

describe('the OpenAPI document (design.md §2: route schemas validate, serialise and document)', () => {
  it('shows a response schema on every item route', () => {
    const operations = itemOperations();
    // All four kinds' item, list, upload, edit, cover, download and vote routes are in it.
    expect(operations.length).toBeGreaterThanOrEqual(45);
    const missing = operations.filter(([, op]) => !declaresResponse(op)).map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('documents the item shapes: the common item fields and each kind its own', () => {
    const json = (path: string, method: 'get' | 'patch' = 'get') =>
      paths[path]?.[method]?.responses?.['200']?.content?.['application/json']?.schema as {
        properties?: Record<string, unknown>;
        required?: string[];
      };
    const common = ['id', 'user', 'cover_url', 'download_url', 'download_count', 'score', 'published_at'];
    for (const [path, own] of [
      ['/api/beatmaps/{id}', 'hash'],
      ['/api/playlists/{id}', 'gradientTop'],
      ['/api/models/stages/{id}', 'latest_files'],
      ['/api/models/avatars/{id}', 'spec_version'],
    ] as const) {
      for (const method of ['get', 'patch'] as const) {
        expect(json(path, method).required, `${method} ${path}`).toEqual(
          expect.arrayContaining([...common, own]),
        );
      }
    }
  });

  it('declares no body for deletes and a {id} for uploads', () => {
    expect(paths['/api/beatmaps/{id}']?.delete?.responses?.['204']).toBeDefined();
    const upload = paths['/api/beatmaps/upload']?.post?.responses?.['201'];
    expect(upload?.content?.['application/json']?.schema).toMatchObject({ required: ['id'] });
  });

  it('lets every list that takes select/fields answer items trimmed to their id (formats.md §6.1)', () => {
    type Schema = {
      properties?: Record<string, Schema>;
      items?: Schema;
      required?: string[];
      anyOf?: Schema[];
    };
    const lists = Object.entries(paths).flatMap(([path, ops]) => {
      const op = ops.get as (Operation & { parameters?: { name: string; in: string }[] }) | undefined;
      const takesSelect = op?.parameters?.some((p) => p.in === 'query' && p.name === 'select');
      return takesSelect ? [[path, op!] as const] : [];
    });
    // The kinds' public and admin lists, users, rankings, leaderboards, admin users/reviews/events/OST …
    expect(lists.length).toBeGreaterThanOrEqual(15);
    const strict = lists.filter(([, op]) => {
      const schema = op.responses?.['200']?.content?.['application/json']?.schema as Schema | undefined;
      const envelopes = [schema, ...(schema?.anyOf ?? [])].filter((s) => s?.properties?.data);
      // An item schema that requires any key cannot carry what `select=id` leaves (lib/crud/shape.ts).
      return (
        envelopes.length === 0 ||
        envelopes.some((e) => (e!.properties!.data!.items?.required ?? []).length > 0)
      );
    });
    expect(strict.map(([path]) => path)).toEqual([]);
  });
});
