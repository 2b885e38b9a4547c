// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isDeviceError } from './errors.ts';
import { isTempName, makeTempName, normalizeDevicePath, splitDeviceFilePath } from './path.ts';

const refused = (path: string, options?: { allowRoot?: boolean }) => {
  try {
    normalizeDevicePath(path, options);
    return false;
  } catch (error) {
    return isDeviceError(error, 'InvalidPath');
  }
};

describe('normalizeDevicePath', () => {
  it('splits a relative POSIX path and drops "." segments', () => {
    expect(normalizeDevicePath('SynthRidersUC/CustomSongs/1-a.synth')).toEqual([
      'SynthRidersUC',
      'CustomSongs',
      '1-a.synth',
    ]);
    expect(normalizeDevicePath('./CustomSongs/./a.synth')).toEqual(['CustomSongs', 'a.synth']);
    expect(normalizeDevicePath('a b/..c/x..y.synth')).toEqual(['a b', '..c', 'x..y.synth']);
  });

  it('allows the root only when asked', () => {
    expect(normalizeDevicePath('', { allowRoot: true })).toEqual([]);
    expect(normalizeDevicePath('.', { allowRoot: true })).toEqual([]);
    expect(refused('')).toBe(true);
    expect(refused('.')).toBe(true);
  });

  it('refuses anything that could leave the root or is not a plain relative path', () => {
    for (const path of [
      '..',
      '../x',
      'a/../../x',
      'a/..',
      '/abs',
      '/',
      '..\\x',
      'a\\b',
      'a//b',
      'a/',
      '/a/',
      'C:x',
      'a:b',
      'x\u0000y',
      'x\ny',
      'x\u007f',
      'a/.. ',
      'a/...',
      'name.',
      'name ',
      'é'.repeat(128),
    ])
      // prettier-ignore
      expect(refused(path, { allowRoot: true }), JSON.stringify(path)).toBe(true);
  });

  it('names the path and the reason in the message', () => {
    expect(() => normalizeDevicePath('../x')).toThrow(
      'The path "../x" is not allowed: it climbs out with "..".',
    );
  });
});

describe('splitDeviceFilePath and temporary names', () => {
  it('splits folder and name', () => {
    expect(splitDeviceFilePath('a/b/c.synth')).toEqual({ dir: ['a', 'b'], name: 'c.synth' });
    expect(splitDeviceFilePath('c.synth')).toEqual({ dir: [], name: 'c.synth' });
  });

  it('makes distinct, recognisable temporary names that are valid names', () => {
    const a = makeTempName();
    expect(a).not.toBe(makeTempName());
    expect(isTempName(a)).toBe(true);
    expect(isTempName('1-a.synth')).toBe(false);
    expect(normalizeDevicePath(`x/${a}`)).toEqual(['x', a]);
  });
});
