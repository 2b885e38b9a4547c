import type { DeviceType } from '@synthhub/shared/device/layout';

/**
 * The last connected device, kept across reloads (device-notes §3.2, §5.3):
 * - a picked folder (`pc`, `directory`): its `FileSystemDirectoryHandle` (structured-cloneable, so
 *   IndexedDB keeps it; its permission is asked again on a click when the browser says "prompt");
 * - a Quest: only the fact, so the next load tries `getDevices()` (WebUSB keeps the grant itself).
 * `label` is the `{device}` of the spec §8 messages.
 */
export type RememberedDevice =
  | { type: Exclude<DeviceType, 'quest'>; label: string; handle: FileSystemDirectoryHandle }
  | { type: 'quest'; label: string };

/** Where the last connected device is remembered (IndexedDB in the browser, memory in tests). */
export interface HandleStore {
  /** The remembered device, or undefined (nothing remembered, or the store cannot be read). */
  get(): Promise<RememberedDevice | undefined>;
  /** Remembers `device`, replacing any earlier one. */
  put(device: RememberedDevice): Promise<void>;
  /** Forgets the remembered device (after Disconnect). */
  clear(): Promise<void>;
}

/** The IndexedDB database, object store and key the remembered device lives under. */
export const HANDLE_DB = { name: 'synthhub-device', store: 'connections', key: 'current' } as const;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function open(idb: IDBFactory): Promise<IDBDatabase> {
  const req = idb.open(HANDLE_DB.name, 1);
  req.onupgradeneeded = () => {
    if (!req.result.objectStoreNames.contains(HANDLE_DB.store)) req.result.createObjectStore(HANDLE_DB.store);
  };
  return request(req);
}

async function withStore<T>(
  idb: IDBFactory,
  mode: IDBTransactionMode,
  fn: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open(idb);
  try {
    const tx = db.transaction(HANDLE_DB.store, mode);
    const result = await request(fn(tx.objectStore(HANDLE_DB.store)));
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    });
    return result;
  } finally {
    db.close();
  }
}

function isRemembered(value: unknown): value is RememberedDevice {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<Record<'type' | 'label' | 'handle', unknown>>;
  if (typeof v.label !== 'string') return false;
  if (v.type === 'quest') return true;
  return (v.type === 'pc' || v.type === 'directory') && !!v.handle && typeof v.handle === 'object';
}

/**
 * A HandleStore in IndexedDB (`idb`, normally `window.indexedDB`; database {@link HANDLE_DB}).
 * `get` answers undefined when IndexedDB fails (private mode, blocked storage) or holds something
 * unexpected; `put` and `clear` reject with the IndexedDB error.
 */
export function createIdbHandleStore(idb: IDBFactory): HandleStore {
  return {
    async get() {
      try {
        const value = await withStore(idb, 'readonly', (s) => s.get(HANDLE_DB.key) as IDBRequest<unknown>);
        return isRemembered(value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
    async put(device) {
      await withStore(idb, 'readwrite', (s) => s.put(device, HANDLE_DB.key));
    },
    async clear() {
      await withStore(idb, 'readwrite', (s) => s.delete(HANDLE_DB.key));
    },
  };
}

/** A HandleStore in memory (tests, and browsers without IndexedDB: nothing survives a reload). */
export function createMemoryHandleStore(initial?: RememberedDevice): HandleStore {
  let current = initial;
  return {
    get: async () => current,
    put: async (device) => {
      current = device;
    },
    clear: async () => {
      current = undefined;
    },
  };
}
