import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ConnectedDevice } from './device-context.ts';
import { connectionKey, deviceKeys, isContentIndexKey } from './device-keys.ts';

const fakeDevice = (label: string) => ({ label }) as unknown as ConnectedDevice;

describe('deviceKeys', () => {
  it('gives each connection its own id, the same for as long as it lasts', () => {
    const quest = fakeDevice('Quest 3');
    const pc = fakeDevice('PC');
    expect(connectionKey(quest)).toBe(connectionKey(quest));
    expect(connectionKey(pc)).not.toBe(connectionKey(quest));
    expect(connectionKey(pc)).toBeGreaterThan(0);
    expect(deviceKeys.index(quest)).toEqual(['device', connectionKey(quest), 'index']);
  });

  it('drops a connection’s index and legacy files with the connection, and nothing of another', () => {
    const quest = fakeDevice('Quest 3');
    const pc = fakeDevice('PC');
    const dropped = deviceKeys.connection(quest);
    expect(partialMatchKey(deviceKeys.index(quest), dropped)).toBe(true);
    expect(partialMatchKey(deviceKeys.legacy(quest), dropped)).toBe(true);
    expect(partialMatchKey(deviceKeys.index(pc), dropped)).toBe(false);
  });

  it('keys the disconnected state as connection 0, which no connection has', () => {
    expect(deviceKeys.index(null)).toEqual(['device', 0, 'index']);
    expect(deviceKeys.index(null)).not.toEqual(deviceKeys.index(fakeDevice('PC')));
  });

  it('recognises every connection’s content index, and only those', () => {
    expect(isContentIndexKey(deviceKeys.index(fakeDevice('PC')))).toBe(true);
    expect(isContentIndexKey(deviceKeys.index(null))).toBe(true);
    expect(isContentIndexKey(deviceKeys.legacy(fakeDevice('PC')))).toBe(false);
    expect(isContentIndexKey(['device', 'catalog', 'stage', [1], []])).toBe(false);
    expect(isContentIndexKey(['stages', 1, 'index'])).toBe(false);
  });
});
