import { SYNTH_MAX_BYTES } from '@synthhub/shared/beatmaps/beatmaps.constants';
import { describe, expect, it } from 'vitest';
import { synthFileError } from './synth-file-field.tsx';

describe('synthFileError (spec §5 upload file fields)', () => {
  it('requires a file', () => expect(synthFileError(null)).toBe('Required'));
  it('accepts .synth in any case', () => expect(synthFileError(new File(['x'], 'Song.SYNTH'))).toBeNull());
  it('refuses other extensions', () =>
    expect(synthFileError(new File(['x'], 'song.zip'))).toBe('Choose a .synth file'));
  it('refuses files over the upload limit', () => {
    const big = new File(['x'], 'big.synth');
    Object.defineProperty(big, 'size', { value: SYNTH_MAX_BYTES + 1 });
    expect(synthFileError(big)).toBe('The file is larger than 100.0 MiB');
  });
});
