import { createHash } from 'node:crypto';

/**
 * A content-addressed storage key: `<kind>/<first two hex>/<sha256>.<ext>`, e.g.
 * `synth/3f/3f9a….synth` (design.md §2: "keys are content hashes, so files are immutable").
 */
export function contentKey(kind: string, bytes: Uint8Array, ext: string): string {
  const hex = createHash('sha256').update(bytes).digest('hex');
  return `${kind}/${hex.slice(0, 2)}/${hex}.${ext}`;
}
