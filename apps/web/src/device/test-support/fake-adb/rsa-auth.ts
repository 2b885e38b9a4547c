/** A public key a client sent with AUTH RSAPUBLICKEY: Android's mincrypt layout, base64, then a name. */
export interface AdbPublicKey {
  /** The base64 text (what adbd keeps in adb_keys). */
  base64: string;
  /** The name after the key (`Tango@localhost`), or ''. */
  name: string;
  n: bigint;
  e: bigint;
}

const MODULUS_BYTES = 256;

function bigFromBytes(bytes: Uint8Array, littleEndian: boolean): bigint {
  let hex = '';
  const ordered = littleEndian ? [...bytes].reverse() : [...bytes];
  for (const b of ordered) hex += b.toString(16).padStart(2, '0');
  return hex ? BigInt(`0x${hex}`) : 0n;
}

/**
 * Parses an AUTH RSAPUBLICKEY payload: `base64(struct {u32 words=64; u32 n0inv; u8 n[256] LE;
 * u8 rr[256] LE; u32 e}) [' ' name] '\0'`. Throws on anything else.
 */
export function parseAdbPublicKey(payload: Uint8Array): AdbPublicKey {
  const text = new TextDecoder().decode(payload).replace(/\0+$/, '');
  const space = text.indexOf(' ');
  const base64 = space === -1 ? text : text.slice(0, space);
  const raw = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const view = new DataView(raw.buffer);
  if (raw.byteLength !== 8 + 2 * MODULUS_BYTES + 4 || view.getUint32(0, true) !== MODULUS_BYTES / 4)
    throw new Error('not a 2048-bit Android RSA public key');
  return {
    base64,
    name: space === -1 ? '' : text.slice(space + 1),
    n: bigFromBytes(raw.subarray(8, 8 + MODULUS_BYTES), true),
    e: BigInt(view.getUint32(8 + 2 * MODULUS_BYTES, true)),
  };
}

function powMod(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  base %= modulus;
  while (exponent > 0n) {
    if (exponent & 1n) result = (result * base) % modulus;
    base = (base * base) % modulus;
    exponent >>= 1n;
  }
  return result;
}

// PKCS#1 DigestInfo prefix of SHA-1: adbd verifies the 20-byte token as if it were a SHA-1 digest.
const SHA1_DIGEST_INFO = [
  0x30, 0x21, 0x30, 0x09, 0x06, 0x05, 0x2b, 0x0e, 0x03, 0x02, 0x1a, 0x05, 0x00, 0x04, 0x14,
];

/** Whether `signature` is the key's RSASSA-PKCS1-v1_5 signature of `token` (adbd's `RSA_verify(NID_sha1, …)`). */
export function verifyAdbSignature(key: AdbPublicKey, token: Uint8Array, signature: Uint8Array): boolean {
  if (signature.byteLength !== MODULUS_BYTES) return false;
  const block = new Uint8Array(MODULUS_BYTES).fill(0xff);
  block[0] = 0;
  block[1] = 1;
  const tail = [0, ...SHA1_DIGEST_INFO, ...token];
  block.set(tail, MODULUS_BYTES - tail.length);
  return powMod(bigFromBytes(signature, false), key.e, key.n) === bigFromBytes(block, false);
}
