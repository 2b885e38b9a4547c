import { describe, expect, it } from 'vitest';
import { avatarFilename } from './avatar-filename.ts';

describe('avatarFilename', () => {
  it('names the download <id>-<Name>.vrm with only letters, digits and hyphens', () => {
    expect(avatarFilename({ id: 12, name: 'Neon Fox' })).toBe('12-Neon-Fox.vrm');
    expect(avatarFilename({ id: 3, name: 'Zoë "the" ../../Cat; rm *' })).toBe('3-Zoe-the-Cat-rm.vrm');
    expect(avatarFilename({ id: 7, name: 'ミク' })).toBe('7.vrm');
  });

  it('refuses ids that are not positive integers', () => {
    expect(() => avatarFilename({ id: 0, name: 'x' })).toThrow(RangeError);
    expect(() => avatarFilename({ id: 1.5, name: 'x' })).toThrow(RangeError);
  });
});
