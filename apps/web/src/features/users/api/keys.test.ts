import { describe, expect, it } from 'vitest';
import { userKeys } from './keys.ts';

describe('userKeys', () => {
  it('detail is case-insensitive, as GET /api/users/{ref} matches usernames', () => {
    expect(userKeys.detail('Mapper7')).toEqual(['users', 'detail', 'mapper7']);
    expect(userKeys.detail('MAPPER7')).toEqual(userKeys.detail('mapper7'));
    expect(userKeys.detail('12')).not.toEqual(userKeys.detail('mapper7'));
  });
});
