import { deflateSync } from 'fflate';
import { concatBytes } from './concat-bytes.ts';
import { endRecord, entryHeaders, type ZipEntryToAdd } from './zip-headers.ts';

/**
 * Writes a plain zip archive (PKWARE APPNOTE §4.3) holding `entries` in order: no encryption, no
 * data descriptors, no ZIP64, deflate at level 6 where asked. The output depends only on the
 * input (times are written from their UTC fields), so it is byte-for-byte reproducible.
 * Throws `Error` on duplicate names or more than 65535 entries.
 */
export function writeZip(entries: readonly ZipEntryToAdd[]): Uint8Array {
  if (new Set(entries.map((e) => e.name)).size !== entries.length)
    throw new Error('writeZip: duplicate entry names.');
  if (entries.length > 0xffff) throw new Error('writeZip: too many entries.');
  const pieces: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let at = 0;
  for (const entry of entries) {
    const data = entry.method === 8 ? deflateSync(entry.bytes, { level: 6 }) : entry.bytes;
    const { local, central } = entryHeaders(entry, data, at);
    pieces.push(local, data);
    centrals.push(central);
    at += local.length + data.length;
  }
  const cdSize = centrals.reduce((n, c) => n + c.length, 0);
  return concatBytes([...pieces, ...centrals, endRecord(entries.length, at, cdSize, new Uint8Array(0))]);
}
