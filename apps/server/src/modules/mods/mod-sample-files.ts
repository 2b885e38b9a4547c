import { strToU8, zipSync } from 'fflate';

/**
 * A small valid mod zip made in code (demo seed, tests): a MelonLoader-style folder tree with a
 * manifest naming the mod and version, and a README. `extra` adds entries (name → text).
 */
export function sampleModZip(slug: string, version: string, extra: Record<string, string> = {}): Uint8Array {
  const files: Record<string, Uint8Array> = {
    [`Mods/${slug}/manifest.json`]: strToU8(JSON.stringify({ slug, version })),
    [`Mods/${slug}/README.txt`]: strToU8(`${slug} ${version}\n`),
  };
  for (const [name, text] of Object.entries(extra)) files[name] = strToU8(text);
  return zipSync(files, { level: 6, mtime: new Date('2026-01-01T00:00:00Z') });
}

/**
 * A tiny stand-in for a MelonLoader `.dll` (demo seed, tests): the "MZ" DOS header the upload
 * checks, the DOS stub text, and the mod name and version so each one hashes differently. Not a
 * loadable library — demo content only.
 */
export function sampleModDll(slug: string, version: string): Uint8Array {
  const text = strToU8(`This program cannot be run in DOS mode.\0${slug}@${version}\0`);
  const bytes = new Uint8Array(64 + text.length);
  bytes.set([0x4d, 0x5a, 0x90, 0x00]);
  bytes.set(text, 64);
  return bytes;
}
