import { deflateSync } from 'fflate';
import { concatBytes } from './concat-bytes.ts';
import { readZipDirectory, type ZipEntry } from './zip-directory.ts';
import { endRecord, entryHeaders, writeU32, type ZipEntryToAdd } from './zip-headers.ts';

/**
 * Zip surgery: returns a new archive in which the entry named `entry.name` (if any) is removed and
 * `entry` is appended, WITHOUT recompressing anything else. Every other entry keeps its local
 * header, data and data descriptor byte for byte (so AES-encrypted entries survive), and its
 * central record byte for byte except the local-header offset; the central directory and the end
 * record are rewritten (PKWARE APPNOTE §4.3). The output depends only on the inputs, so repeated
 * calls give the same bytes, and replacing the entry again with the same content gives the same
 * archive. Throws `ArchiveError` when `zipBytes` is not a readable zip (see `readZipDirectory`).
 */
export function replaceZipEntry(zipBytes: Uint8Array, entry: ZipEntryToAdd): Uint8Array {
  const dir = readZipDirectory(zipBytes, { maxEntries: 0xfffe });
  const byOffset = [...dir.entries].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset);
  const firstOffset = byOffset[0]?.localHeaderOffset ?? dir.centralDirectoryOffset;
  const pieces: Uint8Array[] = [zipBytes.subarray(0, firstOffset)];
  let at = firstOffset;
  const newOffset = new Map<ZipEntry, number>();
  byOffset.forEach((e, i) => {
    if (e.name === entry.name) return;
    // An entry's bytes run up to the next entry (this keeps any data descriptor).
    const end = byOffset[i + 1]?.localHeaderOffset ?? dir.centralDirectoryOffset;
    newOffset.set(e, at);
    pieces.push(zipBytes.subarray(e.localHeaderOffset, end));
    at += end - e.localHeaderOffset;
  });
  const data = entry.method === 8 ? deflateSync(entry.bytes, { level: 9 }) : entry.bytes;
  const added = entryHeaders(entry, data, at);
  pieces.push(added.local, data);
  at += added.local.length + data.length;

  const cdStart = at;
  const centrals: Uint8Array[] = [];
  for (const e of dir.entries) {
    const offset = newOffset.get(e);
    if (offset === undefined) continue;
    const record = e.centralRecord.slice();
    writeU32(record, 42, offset);
    centrals.push(record);
  }
  centrals.push(added.central);
  const cdSize = centrals.reduce((n, c) => n + c.length, 0);
  return concatBytes([...pieces, ...centrals, endRecord(centrals.length, cdStart, cdSize, dir.comment)]);
}
