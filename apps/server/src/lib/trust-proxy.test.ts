import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { loadConfig } from '../env.ts';
import { parseTrustProxy } from './trust-proxy.ts';

describe('parseTrustProxy (TRUST_PROXY)', () => {
  it('trusts nobody when unset, empty or false', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy(' false ')).toBe(false);
  });

  it('reads true and lists of addresses, CIDR ranges and named ranges', () => {
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('10.0.0.1, 10.0.0.0/8,fd00::/8 ,::1,loopback,uniquelocal')).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      '::1',
      'loopback',
      'uniquelocal',
    ]);
  });

  it('refuses what it cannot read, naming the entry, and hop counts', () => {
    expect(() => parseTrustProxy('10.0.0.1,proxy.local')).toThrow(/"proxy\.local" is not an IP address/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/"10\.0\.0\.0\/33"/);
    expect(() => parseTrustProxy('::1/129')).toThrow(/"::1\/129"/);
    expect(() => parseTrustProxy('10.0.0.0/8/8')).toThrow(/"10\.0\.0\.0\/8\/8"/);
    expect(() => parseTrustProxy('yes')).toThrow(/"yes"/);
    expect(() => parseTrustProxy('1')).toThrow(/hop count/);
  });
});

describe('loadConfig and TRUST_PROXY', () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'synthhub-env-'));

  it('defaults to trusting no proxy', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32) }).trustProxy).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });

  it('passes a list through and stops at start on a bad value, naming TRUST_PROXY', () => {
    const dir = dataDir();
    const env = { DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ ...env, TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    let error: unknown;
    try {
      loadConfig({ ...env, TRUST_PROXY: 'everyone' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ZodError);
    expect((error as ZodError).issues[0]).toMatchObject({
      path: ['TRUST_PROXY'],
      message: expect.stringContaining('"everyone" is not an IP address'),
    });
    rmSync(dir, { recursive: true, force: true });
  });
});
