import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from './avatars.constants.ts';
import { avatarFileError, avatarPatchSchema } from './avatars.schemas.ts';

const messages = (input: unknown) => {
  const result = avatarPatchSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('avatarPatchSchema (spec §5)', () => {
  it('accepts a full valid edit and normalizes empty text to null', () => {
    expect(
      avatarPatchSchema.parse({ name: '  Fox  ', description: '  ', youtube_url: '', published: true }),
    ).toEqual({ name: 'Fox', description: null, youtube_url: null, published: true });
  });

  it('names each broken rule', () => {
    expect(messages({ name: '   ' })).toEqual(['name: Required']);
    expect(messages({ name: 'x'.repeat(65) })).toEqual(['name: Name must be at most 64 characters']);
    expect(messages({ name: 'x'.repeat(64) })).toEqual([]);
    expect(messages({ youtube_url: 'not a url' })).toEqual(['youtube_url: Must be a URL']);
    expect(messages({ description: 'x'.repeat(5001) })).toEqual([
      'description: Description must be at most 5000 characters',
    ]);
  });
});

describe('avatarFileError (spec §5 "Upload file fields")', () => {
  it('requires a non-empty .vrm within the size limit', () => {
    expect(avatarFileError(null)).toBe('Required');
    expect(avatarFileError({ name: 'a.glb', size: 10 })).toBe('Choose a .vrm file');
    expect(avatarFileError({ name: 'a.VRM', size: 0 })).toBe('The file is empty');
    expect(avatarFileError({ name: 'a.vrm', size: AVATAR_MAX_BYTES + 1 })).toBe(
      'The file is larger than 100.0 MiB',
    );
    expect(avatarFileError({ name: 'Fox.VRM', size: 10 })).toBeNull();
  });
});
