import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { avatars } from '../db/schema/index.ts';
import { CreatedFiles } from './created-files.ts';
import { isStorageKeyReferenced } from './storage/key-locks.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const bytes = (text: string) => new TextEncoder().encode(text);

async function insertAvatarRow(tx: TestApp['app']['db'], userId: number, fileKey: string) {
  await tx.insert(avatars).values({
    userId,
    name: 'A',
    specVersion: '1.0',
    license: { name: null, url: null, otherLicenseUrl: null, permissions: {} },
    fileKey,
    filesize: 1,
    filenameOriginal: 'a.vrm',
  });
}

describe('CreatedFiles: a failed upload never deletes what another upload commits', () => {
  it('a loser that cleans up after the winner committed leaves the shared file', async () => {
    const { user } = await registerUser(t.app);
    const key = 'avatars/aa/shared-after.vrm';
    const loser = new CreatedFiles(t.app);
    await loser.put(key, bytes('same content')); // created by the loser
    const winner = new CreatedFiles(t.app);
    await winner.put(key, bytes('same content')); // already there: not created by the winner
    await winner.commit((tx) => insertAvatarRow(tx, user.id, key));
    await loser.removeAll();
    expect(await t.storage.stat(key)).not.toBeNull();
  });

  it('a loser that deletes the file before the winner commits: the commit stores it again', async () => {
    const { user } = await registerUser(t.app);
    const key = 'avatars/bb/shared-before.vrm';
    const loser = new CreatedFiles(t.app);
    await loser.put(key, bytes('same content'));
    const winner = new CreatedFiles(t.app);
    await winner.put(key, bytes('same content'));
    await loser.removeAll(); // nothing references it yet: deleted
    expect(await t.storage.stat(key)).toBeNull();
    await winner.commit((tx) => insertAvatarRow(tx, user.id, key));
    expect(Buffer.from((await t.storage.read(key))!).toString()).toBe('same content');
  });

  it('a failed upload alone removes the files it created, and only those', async () => {
    const other = 'avatars/cc/existing.vrm';
    await t.storage.put(other, bytes('someone else'));
    const files = new CreatedFiles(t.app);
    await files.put(other, bytes('someone else'));
    await files.put('avatars/cc/mine.vrm', bytes('mine'));
    await expect(
      files.commit(async () => {
        throw new Error('row write failed');
      }),
    ).rejects.toThrow('row write failed');
    await files.removeAll();
    expect(await t.storage.stat('avatars/cc/mine.vrm')).toBeNull();
    expect(await t.storage.stat(other)).not.toBeNull();
  });

  it('isStorageKeyReferenced sees text columns and keys inside jsonb cover maps', async () => {
    const { user } = await registerUser(t.app);
    await t.app.db.insert(avatars).values({
      userId: user.id,
      name: 'B',
      specVersion: '1.0',
      license: { name: null, url: null, otherLicenseUrl: null, permissions: {} },
      fileKey: 'avatars/dd/file.vrm',
      filesize: 1,
      filenameOriginal: 'b.vrm',
      coverKeys: { orig: 'covers/dd/orig.png', '150': 'covers/dd/150.jpg' },
    });
    expect(await isStorageKeyReferenced(t.app.db, 'avatars/dd/file.vrm')).toBe(true);
    expect(await isStorageKeyReferenced(t.app.db, 'covers/dd/150.jpg')).toBe(true);
    expect(await isStorageKeyReferenced(t.app.db, 'covers/dd/nothing.jpg')).toBe(false);
  });
});
