import { SYNTH_MAX_INFLATED_BYTES } from '@synthhub/shared/beatmaps/beatmaps.constants';
import { Uint8ArrayReader, ZipReader } from '@zip.js/zip.js';
import { concatBytes } from '../zip/concat-bytes.ts';
import type { MetaDecryptor } from './synth-info.ts';

/**
 * A `MetaDecryptor` that opens password-protected entries (WinZip AES or ZipCrypto) with
 * `@zip.js/zip.js`, without web workers, so it runs the same in the browser and in Node
 * (formats.md §1.2). The password must come from configuration: Synthhub ships none, and keys
 * extracted from the game must not be used (§1.2, §9.1). `decrypt` resolves to the plaintext
 * (inflated) entry and rejects with zip.js's error for a wrong password (`ERR_INVALID_PASSWORD`)
 * or a failed authentication check, or with `Error` when the entry is missing or its plaintext
 * passes `maxBytes` (default `SYNTH_MAX_INFLATED_BYTES`; stopped while streaming, a bomb guard).
 */
export function createPasswordDecryptor(
  password: string,
  options: { maxBytes?: number } = {},
): MetaDecryptor {
  const maxBytes = options.maxBytes ?? SYNTH_MAX_INFLATED_BYTES;
  return {
    async decrypt(zipBytes: Uint8Array, entryName: string): Promise<Uint8Array> {
      const reader = new ZipReader(new Uint8ArrayReader(zipBytes), { useWebWorkers: false });
      try {
        const entry = (await reader.getEntries()).find((e) => e.filename === entryName);
        if (!entry || entry.directory) throw new Error(`The archive has no entry ${entryName}.`);
        const chunks: Uint8Array[] = [];
        let total = 0;
        const sink = new WritableStream<Uint8Array>({
          write(chunk) {
            total += chunk.length;
            if (total > maxBytes) throw new Error(`${entryName} decrypts to more than ${maxBytes} bytes.`);
            chunks.push(chunk);
          },
        });
        await entry.getData(sink, { password });
        return concatBytes(chunks);
      } finally {
        await reader.close();
      }
    },
  };
}
