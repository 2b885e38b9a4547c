import { describe, expect, it } from 'vitest';
import { uploadFileError } from './upload-file.ts';

describe('uploadFileError (spec §5 Upload file fields)', () => {
  const rule = { extension: '.synth', maxBytes: 1024 };
  it('names each problem, in order', () => {
    expect(uploadFileError(null, rule)).toBe('Required');
    expect(uploadFileError({ name: 'song.zip', size: 10 }, rule)).toBe('Choose a .synth file');
    expect(uploadFileError({ name: 'song.synth', size: 0 }, rule)).toBe('The file is empty');
    expect(uploadFileError({ name: 'song.synth', size: 2048 }, rule)).toBe('The file is larger than 1.0 KiB');
    expect(uploadFileError({ name: 'Song.SYNTH', size: 10 }, rule)).toBeNull();
  });
});
