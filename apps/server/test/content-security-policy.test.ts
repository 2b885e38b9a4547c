import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('the Content-Security-Policy (helmet, app.ts)', () => {
  it("lets the video page frame YouTube's privacy-enhanced player and nothing else foreign (docs/decisions/0027)", async () => {
    const res = await t.app.inject({ url: '/api/beatmaps' });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('frame-src')).toContain('https://www.youtube-nocookie.com');
    expect(csp.get('frame-src')).not.toContain('*');
    expect(csp.get('frame-src')).not.toContain('https:');
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });

  it('lets pages reach the bucket and its public URL when files are in S3 (lib/storage/storage-settings.ts)', async () => {
    const s3 = await buildTestApp({
      storage: {
        kind: 's3',
        s3: {
          bucket: 'files',
          region: 'us-east-1',
          endpoint: 'http://minio.test:9000',
          forcePathStyle: true,
          publicUrl: 'http://cdn.test/files',
        },
      },
    });
    try {
      const csp = directives(
        (await s3.app.inject({ url: '/api/beatmaps' })).headers['content-security-policy'],
      );
      expect(csp.get('connect-src')).toEqual([
        "'self'",
        'https:',
        'http://minio.test:9000',
        'http://cdn.test',
      ]);
      expect(csp.get('media-src')).toEqual(["'self'", 'http://cdn.test']);
      expect(csp.get('img-src')).toContain('http://cdn.test');
    } finally {
      await s3.close();
    }
    // Local storage: no media-src of its own (default-src 'self' applies).
    const local = directives(
      (await t.app.inject({ url: '/api/beatmaps' })).headers['content-security-policy'],
    );
    expect(local.get('media-src')).toBeUndefined();
    expect(local.get('connect-src')).toEqual(["'self'", 'https:']);
  });
});
