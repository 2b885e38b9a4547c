import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { pickEncoding, safeRelative, type WebFile, WebFiles } from './web-files.ts';

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

describe('precompressed files of the build (docs/decisions/0025)', () => {
  const root = mkdtempSync(join(tmpdir(), 'synthhub-web-files-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const text = Buffer.from('export const x = "first page";\n'.repeat(200));
  // Quality 1: bytes unlike the server's own quality 11, so the test sees whose bytes are sent.
  const quick = (body: Buffer) =>
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });

  it('sends the .br and .gz written beside a file as they are', async () => {
    writeFileSync(join(root, 'a.js'), text);
    writeFileSync(join(root, 'a.js.br'), quick(text));
    writeFileSync(join(root, 'a.js.gz'), gzipSync(text, { level: 1 }));
    const file = await new WebFiles(root).get('/a.js');
    expect(file?.br?.equals(quick(text))).toBe(true);
    expect(file?.gzip?.equals(gzipSync(text, { level: 1 }))).toBe(true);
  });

  it('ignores a leftover that does not unpack to the file, and compresses it itself', async () => {
    writeFileSync(join(root, 'b.js'), text);
    writeFileSync(join(root, 'b.js.br'), quick(Buffer.from('an older build')));
    writeFileSync(join(root, 'b.js.gz'), Buffer.from('not gzip at all'));
    const file = await new WebFiles(root).get('/b.js');
    expect(brotliDecompressSync(file!.br!).equals(text)).toBe(true);
    expect(gunzipSync(file!.gzip!).equals(text)).toBe(true);
  });
});
