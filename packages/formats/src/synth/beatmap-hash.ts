/**
 * SHA-256 of `bytes` as 64 lowercase hex characters, through `globalThis.crypto.subtle` (browser
 * and Node 20). Async because WebCrypto is.
 */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  // A copy into a plain ArrayBuffer: WebCrypto's typings refuse views of a SharedArrayBuffer.
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new Uint8Array(bytes));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The map hash the game, synthriderz.com and every community tool use to identify a beatmap
 * (formats.md §1.6): decode `beatmap.meta.bin` as UTF-8, drop a leading BOM, turn every line
 * ending into CRLF (`\r?\n` → `\r\n`, as the editor writes it; copies that went through git are
 * often LF), then SHA-256 of the UTF-8 text as 64 lowercase hex characters.
 * Input: the plaintext entry bytes (decrypt an AES entry first). Never throws for bad text:
 * invalid UTF-8 becomes U+FFFD, as C# `File.ReadAllText` does.
 */
export async function computeBeatmapHash(metaBytes: Uint8Array): Promise<string> {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(metaBytes).replace(/^\uFEFF/, '');
  return sha256Hex(new TextEncoder().encode(text.replace(/\r?\n/g, '\r\n')));
}
