// @vitest-environment node
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createIdbHandleStore, createMemoryHandleStore, HANDLE_DB } from './handle-store.ts';

// A structured-cloneable stand-in for a FileSystemDirectoryHandle (real handles clone the same way).
const handle = { kind: 'directory', name: 'SynthRiders' } as unknown as FileSystemDirectoryHandle;

describe('createIdbHandleStore', () => {
  it('keeps a picked folder across store instances (a reload) until cleared', async () => {
    const idb = new IDBFactory();
    await createIdbHandleStore(idb).put({ type: 'pc', label: 'PC', handle });
    const reloaded = createIdbHandleStore(idb);
    expect(await reloaded.get()).toEqual({ type: 'pc', label: 'PC', handle });
    await reloaded.clear();
    expect(await createIdbHandleStore(idb).get()).toBeUndefined();
  });

  it('replaces the remembered device; a Quest is remembered without a handle', async () => {
    const store = createIdbHandleStore(new IDBFactory());
    await store.put({ type: 'directory', label: 'Songs', handle });
    await store.put({ type: 'quest', label: 'Quest 3' });
    expect(await store.get()).toEqual({ type: 'quest', label: 'Quest 3' });
  });

  it('answers undefined for a record it does not understand', async () => {
    const idb = new IDBFactory();
    await createIdbHandleStore(idb).put({ type: 'pc', label: 'PC', handle });
    // someone else's (or an older version's) value under the key
    await new Promise<void>((resolve, reject) => {
      const req = idb.open(HANDLE_DB.name, 1);
      req.onsuccess = () => {
        const tx = req.result.transaction(HANDLE_DB.store, 'readwrite');
        tx.objectStore(HANDLE_DB.store).put({ type: 'pc', label: 'PC' }, HANDLE_DB.key);
        tx.oncomplete = () => {
          req.result.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
    });
    expect(await createIdbHandleStore(idb).get()).toBeUndefined();
  });

  it('answers undefined when IndexedDB cannot be opened', async () => {
    const broken = {
      open: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as IDBFactory;
    expect(await createIdbHandleStore(broken).get()).toBeUndefined();
    await expect(createIdbHandleStore(broken).put({ type: 'quest', label: 'Quest' })).rejects.toThrow(
      'blocked',
    );
  });
});

describe('createMemoryHandleStore', () => {
  it('remembers and forgets', async () => {
    const store = createMemoryHandleStore({ type: 'quest', label: 'Quest' });
    expect(await store.get()).toEqual({ type: 'quest', label: 'Quest' });
    await store.clear();
    expect(await store.get()).toBeUndefined();
  });
});
