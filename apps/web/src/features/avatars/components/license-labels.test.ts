import { describe, expect, it } from 'vitest';
import { licenseTitle, permissionRows } from './license-labels.ts';

describe('licence labels (formats.md §4)', () => {
  it('names VRM 0.x licences, the VRM 1.0 licence URL, or says it is not stated', () => {
    const base = { name: null, url: null, other_license_url: null, permissions: {} };
    expect(licenseTitle({ ...base, name: 'CC_BY_NC' })).toBe('CC BY-NC');
    expect(licenseTitle({ ...base, url: 'https://vrm.dev/licenses/1.0/' })).toBe('VRM Public License 1.0');
    expect(licenseTitle({ ...base, url: 'https://example.test/l' })).toBe('https://example.test/l');
    expect(licenseTitle(base)).toBe('Not stated');
  });

  it('puts permissions in words, in a stable order', () => {
    expect(
      permissionRows({
        sexualUssageName: 'Disallow',
        allowedUserName: 'OnlyAuthor',
        allowRedistribution: true,
        custom: 'x',
      }),
    ).toEqual([
      ['Who may use it', 'Only the author'],
      ['Sexual acts', 'Not allowed'],
      ['Redistribution', 'Allowed'],
      ['custom', 'x'],
    ]);
  });
});
