import { Adb, AdbDaemonTransport, type AdbCredentialStore } from '@yume-chan/adb';
import type { FakeAdbDaemon } from './fake-adb-daemon.ts';
import { MemoryCredentialStore } from './memory-credential-store.ts';

/**
 * Connects the real `Adb` to a fake daemon the way the app connects to a headset: a new
 * connection, `AdbDaemonTransport.authenticate` (signature, then public key and the daemon's
 * `authorize` prompt), `new Adb(transport)`. Resolves once the daemon accepted the key.
 */
export async function connectFakeAdb(
  daemon: FakeAdbDaemon,
  credentialStore: AdbCredentialStore = new MemoryCredentialStore(),
): Promise<Adb> {
  const transport = await AdbDaemonTransport.authenticate({
    serial: 'FAKE-QUEST-0001',
    connection: daemon.connect(),
    credentialStore,
  });
  return new Adb(transport);
}
