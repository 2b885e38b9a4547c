import { describe, expect, it } from 'vitest';
import { readStorageSettings, storageOrigins } from './storage-settings.ts';

const s3env = { STORAGE: 's3', S3_BUCKET: 'files' };

describe('readStorageSettings (STORAGE, S3_*)', () => {
  it('defaults to the local disk', () => {
    expect(readStorageSettings({})).toEqual({ kind: 'local' });
    expect(readStorageSettings({ STORAGE: 'local', S3_BUCKET: 'ignored' })).toEqual({ kind: 'local' });
  });

  it('reads every S3 setting, with us-east-1, virtual-host style and no keys by default', () => {
    expect(readStorageSettings(s3env)).toEqual({
      kind: 's3',
      s3: { bucket: 'files', region: 'us-east-1', forcePathStyle: false },
    });
    expect(
      readStorageSettings({
        ...s3env,
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PUBLIC_URL: 'https://cdn.example.com/files/',
      }),
    ).toEqual({
      kind: 's3',
      s3: {
        endpoint: 'http://minio:9000',
        region: 'eu-central-1',
        bucket: 'files',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
        forcePathStyle: true,
        publicUrl: 'https://cdn.example.com/files',
      },
    });
  });

  it.each([
    [{ STORAGE: 'disk' }, /STORAGE must be "local" or "s3", got "disk"/],
    [{ STORAGE: 's3' }, /S3_BUCKET is required with STORAGE=s3/],
    [{ ...s3env, S3_ACCESS_KEY_ID: 'id' }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/],
    [{ ...s3env, S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE must be "true" or "false"/],
    [{ ...s3env, S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be an http:\/\/ or https:\/\/ URL/],
    [{ ...s3env, S3_PUBLIC_URL: 'ftp://cdn' }, /S3_PUBLIC_URL must be an http:\/\/ or https:\/\/ URL/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => readStorageSettings(env)).toThrow(message);
  });
});

describe('storageOrigins', () => {
  it('names the endpoint (path and virtual-host style) and the public URL; nothing for local or AWS', () => {
    expect(storageOrigins({ kind: 'local' })).toEqual({ connect: [], media: [] });
    expect(storageOrigins(readStorageSettings(s3env))).toEqual({ connect: [], media: [] });
    const minio = { ...s3env, S3_ENDPOINT: 'http://minio:9000/', S3_PUBLIC_URL: 'http://cdn.test/x' };
    expect(storageOrigins(readStorageSettings({ ...minio, S3_FORCE_PATH_STYLE: 'true' }))).toEqual({
      connect: ['http://minio:9000', 'http://cdn.test'],
      media: ['http://cdn.test'],
    });
    expect(storageOrigins(readStorageSettings(minio)).connect).toEqual([
      'http://minio:9000',
      'http://files.minio:9000',
      'http://cdn.test',
    ]);
  });
});
