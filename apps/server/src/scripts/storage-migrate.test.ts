import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnLogged } from '../../test/child-process.ts';
import { startS3TestServer, type S3TestServer } from '../../test/s3-test-server.ts';
import { contentKey, derivedKey } from '../lib/storage/content-key.ts';
import { LocalStorage } from '../lib/storage/local-storage.ts';
import type { S3Storage } from '../lib/storage/s3-storage.ts';
import { listAll } from '../lib/storage/storage-contract.ts';
import { hashOfContentKey, migrateStorage } from '../lib/storage/storage-migrate.ts';

// `npm run storage:migrate` (scripts/storage-migrate.ts): a local store copied into s3rver.
let s3: S3TestServer;
let target: S3Storage;
let dataDir: string;
let source: LocalStorage;
const bytes = (text: string) => new TextEncoder().encode(text);
const synthKey = contentKey('synth', bytes('a beatmap'), 'synth');
const coverKey = contentKey('covers', bytes('a cover'), 'png');
const audioKey = derivedKey(synthKey, 'audio', 'ogg');
/** Changes an object's bytes behind s3rver's back (and drops the MD5 it keeps beside them). */
const tamper = (key: string, text: string) => {
  writeFileSync(s3.objectPath(key), text);
  rmSync(`${s3.objectPath(key)}.md5`, { force: true });
};
beforeAll(async () => {
  s3 = await startS3TestServer();
  target = s3.storage();
  dataDir = mkdtempSync(join(tmpdir(), 'synthhub-migrate-'));
  source = new LocalStorage(join(dataDir, 'files'));
  await source.put(synthKey, bytes('a beatmap'));
  await source.put(coverKey, bytes('a cover'));
  await source.put(audioKey, bytes('derived audio'));
  await source.put('uploads/pending/abc.stagepkg', bytes('pending'));
});
afterAll(async () => {
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('migrateStorage', () => {
  it('copies every object, verified; a second run copies nothing', async () => {
    const first = await migrateStorage(source, target);
    expect(first).toEqual({
      scanned: 4,
      copied: 4,
      skipped: 0,
      replaced: 0,
      bytesCopied: 9 + 7 + 13 + 7,
      mismatches: [],
    });
    const copied = await listAll(target);
    expect(copied.map((o) => [o.key, o.size])).toEqual((await listAll(source)).map((o) => [o.key, o.size]));
    expect(new TextDecoder().decode((await target.read(audioKey))!)).toBe('derived audio');

    const second = await migrateStorage(source, target);
    expect(second).toMatchObject({ scanned: 4, copied: 0, skipped: 4, bytesCopied: 0, mismatches: [] });
  });

  it('reports a bucket object that differs and keeps it; --replace-mismatched replaces it', async () => {
    tamper(coverKey, 'tampered');
    const report = await migrateStorage(source, target);
    expect(report.mismatches).toEqual([
      { key: coverKey, problem: 'the bucket holds different bytes under this key (kept)' },
    ]);
    expect(report).toMatchObject({ copied: 0, skipped: 3, replaced: 0 });
    // Same size, other bytes: caught by the MD5 (ETag), not by the size.
    tamper(coverKey, 'A cover');
    expect((await migrateStorage(source, target)).mismatches.map((m) => m.key)).toEqual([coverKey]);

    const fixed = await migrateStorage(source, target, { replaceMismatched: true });
    expect(fixed).toMatchObject({ replaced: 1, skipped: 3, mismatches: [] });
    expect(new TextDecoder().decode((await target.read(coverKey))!)).toBe('a cover');
  });

  it('reports a local file that no longer matches its content-addressed key, copying nothing of it', async () => {
    const key = contentKey('synth', bytes('other map'), 'synth');
    await source.put(key, bytes('other map'));
    writeFileSync(join(source.root, key), 'bit rot!!');
    const report = await migrateStorage(source, target);
    expect(report.mismatches).toEqual([
      { key, problem: expect.stringMatching(/^the local file's SHA-256 is [0-9a-f]{64}, not its key's$/) },
    ]);
    expect(await target.stat(key)).toBeNull();
    rmSync(join(source.root, key));
  });

  it('knows the hash of content-addressed keys only', () => {
    const sha = createHash('sha256').update('a beatmap').digest('hex');
    expect(hashOfContentKey(synthKey)).toBe(sha);
    expect(hashOfContentKey(audioKey)).toBeNull();
    expect(hashOfContentKey('uploads/pending/abc.stagepkg')).toBeNull();
    expect(hashOfContentKey(`synth/zz/${sha}.synth`)).toBeNull();
  });
});

describe('npm run storage:migrate', () => {
  const SCRIPT = resolve(import.meta.dirname, 'storage-migrate.ts');
  const run = async (env: Record<string, string>, ...args: string[]) => {
    const child = spawnLogged(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
    });
    return { ...(await child.exited), output: child.output() };
  };

  it('prints the counts, lists mismatches and exits 1 when there are any; 2 without a bucket', async () => {
    const settings = s3.settings();
    const env = {
      STORAGE: 's3',
      S3_ENDPOINT: settings.endpoint!,
      S3_BUCKET: settings.bucket,
      S3_ACCESS_KEY_ID: settings.accessKeyId!,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey!,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    };
    tamper(synthKey, 'changed!!');
    const bad = await run(env);
    expect(bad.code, bad.output).toBe(1);
    expect(bad.output).toContain(`MISMATCH ${synthKey}: the bucket holds different bytes`);
    expect(bad.output).toMatch(/"skipped": 3,[\s\S]*"mismatched": 1/);

    const fixed = await run(env, '--replace-mismatched');
    expect(fixed.code, fixed.output).toBe(0);
    expect(fixed.output).toMatch(/"replaced": 1,[\s\S]*"mismatched": 0/);
    expect(new TextDecoder().decode((await target.read(synthKey))!)).toBe('a beatmap');

    const unset = await run({ STORAGE: 'local' });
    expect(unset.code).toBe(2);
    expect(unset.output).toMatch(/Set STORAGE=s3/);
  });
});
