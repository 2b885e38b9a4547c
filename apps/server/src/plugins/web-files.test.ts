import { describe, expect, it } from 'vitest';
import { pickEncoding, safeRelative, type WebFile } from './web-files.ts';

const both: WebFile = {
  body: Buffer.from('x'),
  br: Buffer.from('b'),
  gzip: Buffer.from('g'),
  etag: '"e"',
  contentType: 'text/plain',
};

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br', both)).toBe('br');
    expect(pickEncoding('gzip', both)).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5', both)).toBe('gzip');
    expect(pickEncoding('*', both)).toBe('br');
    expect(pickEncoding('identity', both)).toBeNull();
    expect(pickEncoding(undefined, both)).toBeNull();
    expect(pickEncoding('br', { ...both, br: undefined })).toBeNull();
  });
});

describe('safeRelative', () => {
  it('keeps paths below the root and refuses climbing, NUL and bad escapes', () => {
    expect(safeRelative('/assets/index-1a2b.js')).toBe('assets/index-1a2b.js');
    expect(safeRelative('/favicon.svg')).toBe('favicon.svg');
    expect(safeRelative('/assets/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
    expect(safeRelative('/../etc/passwd')).toBeNull();
    expect(safeRelative('/a%00b')).toBeNull();
    expect(safeRelative('/%E0%A4%A')).toBeNull();
    expect(safeRelative('/')).toBeNull();
  });
});
