import { concatBytes } from '../zip/concat-bytes.ts';

/**
 * Keeps the first `headBytes` and the last `tailBytes` of a byte stream pushed chunk by chunk, so a
 * large entry can be scanned for header and trailer data (e.g. Ogg duration) without holding it
 * whole. Memory: at most `headBytes + 2 × tailBytes` plus one chunk.
 */
export class HeadTailCollector {
  private readonly headBytes: number;
  private readonly tailBytes: number;
  private readonly headChunks: Uint8Array[] = [];
  private headLength = 0;
  private tailChunks: Uint8Array[] = [];
  private tailLength = 0;

  constructor(headBytes: number, tailBytes: number) {
    this.headBytes = headBytes;
    this.tailBytes = tailBytes;
  }

  /** Adds the next chunk of the stream (copied when kept). */
  push(chunk: Uint8Array): void {
    if (this.headLength < this.headBytes) {
      const part = chunk.slice(0, this.headBytes - this.headLength);
      this.headChunks.push(part);
      this.headLength += part.length;
    }
    this.tailChunks.push(chunk.slice(Math.max(0, chunk.length - this.tailBytes)));
    this.tailLength += Math.min(chunk.length, this.tailBytes);
    if (this.tailLength > 2 * this.tailBytes) {
      const tail = this.tail();
      this.tailChunks = [tail];
      this.tailLength = tail.length;
    }
  }

  /** The first bytes seen (up to `headBytes`). */
  head(): Uint8Array {
    return concatBytes(this.headChunks);
  }

  /** The last bytes seen (up to `tailBytes`). */
  tail(): Uint8Array {
    const all = concatBytes(this.tailChunks);
    return all.subarray(Math.max(0, all.length - this.tailBytes));
  }
}
