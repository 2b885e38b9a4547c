import { FUZZ_SCALE } from '@synthhub/formats/fuzz/fuzz-kit';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import { routeTable } from './route-table.ts';
import { OPERATORS } from '../src/lib/crud/operators.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  headers = { authorization: `Bearer ${(await registerAdmin(t.app)).token}` };
});
afterAll(async () => t?.close());

const field = fc.constantFrom(
  'id',
  'title',
  'user.id',
  'user.username',
  'duration',
  'difficulties',
  'published_at',
  'text_search',
  'filename',
  'vote_diff',
  'score',
  'bpm',
  'name',
  'tags',
  'username',
  'hash',
  'nope',
  '',
);
// Every operator the grammar knows (lib/crud/operators.ts), plus words it must refuse.
const op = fc.constantFrom(...OPERATORS, '$or', '$and', 'bad');
const value = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '1e400',
    '99999999999999999999',
    '-1',
    '1,2',
    'a,b',
    '',
    '[',
    '{}',
    '%',
    '_',
    '\\',
    "'",
    '1:99:99',
    '9999-99-99',
    '0001-01-01',
    '10000-01-01',
    'NaN',
    'Infinity',
    '!',
    '&',
    '|',
    ':*',
    '(',
    ')',
  ),
);
const json = fc.jsonValue({ maxDepth: 4 });
/** One query parameter of the list grammar (formats.md §6.1), built to be nearly right. */
const param = fc.oneof(
  fc.tuple(field, op, value).map(([f, o, v]) => `filter=${encodeURIComponent(`${f}||${o}||${v}`)}`),
  fc.tuple(field, op, value).map(([f, o, v]) => `or=${encodeURIComponent(`${f}||${o}||${v}`)}`),
  fc
    .tuple(field, op, json)
    .map(([f, o, v]) => `s=${encodeURIComponent(JSON.stringify({ [f]: { [o]: v } }))}`),
  json.map((v) => `s=${encodeURIComponent(JSON.stringify(v))}`),
  fc
    .tuple(field, fc.constantFrom('ASC', 'DESC', 'x', ''))
    .map(([f, d]) => `sort=${encodeURIComponent(`${f},${d}`)}`),
  fc
    .tuple(
      fc.constantFrom(
        'join',
        'fields',
        'select',
        'page',
        'limit',
        'offset',
        'per_page',
        'cache',
        'user_id',
        'drafts',
        'size',
        'v',
      ),
      value,
    )
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`),
);

describe('query strings in the list grammar, nearly right, on every GET route: never a 500', () => {
  it('walks the route table', { timeout: 60_000 * FUZZ_SCALE }, async () => {
    const routes = routeTable(t.app)
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.methods.includes('GET'))
      .map((r) => r.url.replace(/:\w+/g, '1'));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.array(param, { minLength: 1, maxLength: 4 }),
        async (url, query) => {
          const res = await t.app.inject({ url: `${url}?${query.join('&')}`, headers });
          expect(res.statusCode, `${url}?${query.join('&')}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        },
      ),
      {
        numRuns: Math.round(250 * FUZZ_SCALE),
        interruptAfterTimeLimit: 20_000 * FUZZ_SCALE,
        markInterruptAsFailure: false,
      },
    );
  });
});
