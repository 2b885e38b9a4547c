import { beatmapSchema } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { beatmapsResource } from '../../modules/beatmaps/beatmaps.crud.ts';
import { listResponseSchema } from './list-schema.ts';

const schema = listResponseSchema(beatmapSchema, beatmapsResource);
const envelope = (data: unknown[]) => ({ data, count: data.length, total: 9, page: 1, pageCount: 1 });

/** What the serialiser sends: the reply encoded with the route's response schema. */
const encode = (value: unknown) => z.encode(schema, value as never);

describe('listResponseSchema (formats.md §6.1 envelope over the item shapes of §6.3)', () => {
  it('lets fields/select and join=rel||fields narrow items, nested relations too', () => {
    const narrowed = envelope([
      { id: 1, title: 'A' },
      { id: 2, user: { username: 'mapper' }, collaborators: [{ id: 3 }] },
    ]);
    expect(encode(narrowed)).toEqual(narrowed);
  });

  it("keeps the resource's relation placeholders that the item shape lacks (join=files, join=tags)", () => {
    const joined = envelope([{ id: 1, files: [], tags: [] }]);
    expect(encode(joined)).toEqual(joined);
  });

  it('accepts the bare array of old clients, and drops keys no shape names', () => {
    expect(encode([{ id: 1, title: 'A' }])).toEqual([{ id: 1, title: 'A' }]);
    expect(encode(envelope([{ id: 1, secret: 'x' }]))).toEqual(envelope([{ id: 1 }]));
  });

  it('refuses a value of the wrong type (the server answers 500 rather than a wrong shape)', () => {
    expect(() => encode(envelope([{ id: 1, title: 5 }]))).toThrow();
    expect(() => encode({ data: [] })).toThrow();
  });
});
