import { describe, expect, it } from 'vitest';
import { MAP_HASH_MESSAGE, mapHashSchema } from './map-hash.schemas.ts';

// The canonical map hash (formats.md §1.6; docs/decisions/0046).
const hash = 'ccaa1247d0976b0f385e175f03e18ba2dd7a06f4f8d37d88badc2c8843aa43a5';

describe('mapHashSchema', () => {
  it.each([hash, hash.toUpperCase(), ` ${hash}\n`, `${hash.slice(0, 20).toUpperCase()}${hash.slice(20)}`])(
    'makes %j the lower-case hash',
    (input) => expect(mapHashSchema.parse(input)).toBe(hash),
  );

  it.each([
    ['63 digits', hash.slice(1)],
    ['65 digits', `${hash}0`],
    ['a letter past f', `${hash.slice(1)}g`],
    ['a full-width digit', `${hash.slice(1)}\uFF10`],
    ['a digit with a combining mark', `${hash.slice(1)}0\u0301`],
    ['a space inside', `${hash.slice(0, 32)} ${hash.slice(33)}`],
    ['nothing', ''],
  ])('refuses %s with the message', (_label, input) => {
    const result = mapHashSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MAP_HASH_MESSAGE);
  });
});
