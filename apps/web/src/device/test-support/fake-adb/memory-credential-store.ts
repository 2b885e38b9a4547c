import type { AdbCredentialStore, AdbPrivateKey } from '@yume-chan/adb';

/**
 * An AdbCredentialStore that keeps its RSA keys in memory (tests; the app uses
 * `@yume-chan/adb-credential-web`, which keeps them in IndexedDB). Keys are generated with WebCrypto
 * (RSASSA-PKCS1-v1_5, 2048 bits, e = 65537) and exported as PKCS #8, as the store contract asks.
 */
export class MemoryCredentialStore implements AdbCredentialStore {
  readonly keys: AdbPrivateKey[] = [];

  constructor(readonly name = 'Synthhub@test') {}

  async generateKey(): Promise<AdbPrivateKey> {
    const pair = await crypto.subtle.generateKey(
      {
        name: 'RSASSA-PKCS1-v1_5',
        modulusLength: 2048,
        publicExponent: new Uint8Array([1, 0, 1]),
        hash: 'SHA-1',
      },
      true,
      ['sign', 'verify'],
    );
    const key = {
      buffer: new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey)),
      name: this.name,
    };
    this.keys.push(key);
    return key;
  }

  *iterateKeys(): Generator<AdbPrivateKey, void, void> {
    yield* this.keys;
  }
}
