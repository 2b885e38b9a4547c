import { beatmapSchema } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { beatmapsResource } from '../../modules/beatmaps/beatmaps.crud.ts';
import { insertBeatmap, insertUser } from '../../modules/beatmaps/beatmaps.test-helpers.ts';
import { listResponseSchema } from '../crud/list-schema.ts';
import {
  compileFastSerializer,
  createResponseSerializerCompiler,
  SerializerMismatchError,
} from './response-serializer.ts';

// docs/decisions/0038: fast-json-stringify writes what zod's safeEncode + JSON.stringify wrote,
// byte for byte, or the route keeps zod.
const route = (schema: unknown) => ({ schema, method: 'GET', url: '/probe', httpStatus: '200' });
const zodWrite = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data as never));

describe('compileFastSerializer', () => {
  const shape = z.object({
    id: z.number().int(),
    title: z.string(),
    note: z.string().nullable(),
    bpm: z.number().nullable(),
    mode: z.enum(['rhythm', 'force']).nullable(),
    tags: z.array(z.string()),
    owner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    extra: z.unknown(),
    counts: z.record(z.string(), z.number().int()),
    hidden: z.boolean().optional(),
    // An optional key before a required one: fast-json-stringify alone would write `last` first.
    joined: z.object({ name: z.string() }).optional(),
    last: z.array(z.number().int()),
  });

  it('writes the same bytes as zod: nulls, absent optionals, unknown values, records, escapes', () => {
    const write = compileFastSerializer(route(shape));
    expect(write).toBeDefined();
    const samples = [
      {
        id: 1,
        title: 'Ünïcode "quoted" \\ back\nslash \u2028 😀',
        note: null,
        bpm: 128.5,
        mode: 'force',
        tags: ['a', 'b'],
        owner: { id: 2, name: 'm', secret: 'never written' },
        extra: { nested: [1, 'x', null] },
        counts: { easy: 3, hard: 4 },
        internal: 'dropped by both',
        joined: { name: 'j' },
        last: [1, 2],
      },
      {
        id: 2,
        title: '',
        note: 'n',
        bpm: null,
        mode: null,
        tags: [],
        owner: null,
        extra: null,
        counts: {},
        hidden: true,
        last: [],
      },
    ];
    for (const sample of samples) expect(write!(sample)).toBe(zodWrite(shape, sample));
  });

  it('compiles the beatmap list answer (envelope or bare array) and matches zod on real rows', async () => {
    const schema = listResponseSchema(beatmapSchema, beatmapsResource);
    const write = compileFastSerializer(route(schema));
    expect(write, 'the list schema maps to fast-json-stringify').toBeDefined();
    const t: TestApp = await buildTestApp();
    try {
      const user = await insertUser(t.app);
      await insertBeatmap(t.app, user.id, { title: 'Fast "writer"', description: null });
      await insertBeatmap(t.app, user.id, { bpm: '174.5', difficulties: ['Easy', 'Master'] });
      const body = (await t.app.inject({ url: '/api/beatmaps?limit=24' })).json() as { data: unknown[] };
      expect(body.data.length).toBe(2);
      expect(write!(body)).toBe(zodWrite(schema, body));
      expect(write!(body.data)).toBe(zodWrite(schema, body.data));
      const narrowed = (await t.app.inject({ url: '/api/beatmaps?limit=24&fields=title' })).json();
      expect(write!(narrowed)).toBe(zodWrite(schema, narrowed));
    } finally {
      await t.close();
    }
  });

  it('leaves to zod what it does not map: unions of objects, open objects, references', () => {
    const union = z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]);
    expect(compileFastSerializer(route(union))).toBeUndefined();
    expect(compileFastSerializer(route(z.looseObject({ a: z.string() })))).toBeUndefined();
    expect(compileFastSerializer(route(z.object({ when: z.date() })))).toBeUndefined();
    expect(compileFastSerializer(route({ type: 'object' }))).toBeUndefined(); // not a zod schema
  });
});

describe('createResponseSerializerCompiler', () => {
  const schema = z.object({ name: z.string() });

  it('with verify, throws when the fast writer disagrees with zod', () => {
    const compiler = createResponseSerializerCompiler({
      verify: true,
      compileFast: () => () => '{"name":"x"}',
    });
    const write = compiler(route(schema));
    expect(write({ name: 'x' })).toBe('{"name":"x"}');
    expect(() => write({ name: 'y' })).toThrow(SerializerMismatchError);
  });

  it('data that breaks the schema still fails as before, under verify and with zod alone', () => {
    const verified = createResponseSerializerCompiler({ verify: true })(route(schema));
    expect(() => verified({ name: 7 })).toThrow(/doesn't match the schema/);
    const fallback = createResponseSerializerCompiler({ verify: false })(
      route(z.union([schema, z.string()])),
    );
    expect(() => fallback({ name: 7 })).toThrow(/doesn't match the schema/);
  });

  it('without verify, answers the fast writer alone', () => {
    const write = createResponseSerializerCompiler({ verify: false })(route(schema));
    expect(write({ name: 'é', other: 1 })).toBe('{"name":"é"}');
  });
});
