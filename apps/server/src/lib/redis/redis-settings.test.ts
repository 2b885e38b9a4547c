import { describe, expect, it } from 'vitest';
import { readRedisSettings, REDIS_KEY_PREFIX_DEFAULT } from './redis-settings.ts';

describe('readRedisSettings', () => {
  it('is undefined without REDIS_URL, and reads the URL with the default or given prefix', () => {
    expect(readRedisSettings({})).toBeUndefined();
    expect(readRedisSettings({ REDIS_URL: '  ' })).toBeUndefined();
    expect(readRedisSettings({ REDIS_URL: 'redis://cache:6379/2' })).toEqual({
      url: 'redis://cache:6379/2',
      keyPrefix: REDIS_KEY_PREFIX_DEFAULT,
    });
    expect(readRedisSettings({ REDIS_URL: 'rediss://u:p@cache', REDIS_KEY_PREFIX: 'site-b:' })).toEqual({
      url: 'rediss://u:p@cache',
      keyPrefix: 'site-b:',
    });
  });

  it('names the variable when a value is unusable', () => {
    expect(() => readRedisSettings({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL must be a redis/);
    expect(() => readRedisSettings({ REDIS_URL: 'not a url' })).toThrow(/REDIS_URL/);
    expect(() => readRedisSettings({ REDIS_URL: 'redis://x', REDIS_KEY_PREFIX: 'a b' })).toThrow(
      /REDIS_KEY_PREFIX/,
    );
    expect(() => readRedisSettings({ REDIS_KEY_PREFIX: 'x'.repeat(65) })).toThrow(/at most 64/);
  });
});
