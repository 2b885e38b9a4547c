/** Thrown by `ByteReader.readExactly` when the peer closed before enough bytes came. */
export class EndOfStream extends Error {
  constructor() {
    super('The socket was closed');
  }
}

interface Chunk {
  bytes: Uint8Array;
  offset: number;
  onConsumed?: () => void;
}

/**
 * The receiving side of one fake ADB socket: chunks pushed by the packet layer, read by a service
 * in exact sizes. Each chunk's `onConsumed` runs once it has been read completely, which is when
 * the daemon acknowledges the WRTE packet (OKAY), so a slow service slows the client down like a
 * real one.
 */
export class ByteReader {
  readonly #chunks: Chunk[] = [];
  #ended = false;
  #wake: (() => void) | undefined;

  /** Adds bytes from the peer (copied). */
  push(bytes: Uint8Array, onConsumed?: () => void): void {
    if (this.#ended) return;
    if (bytes.byteLength === 0) {
      onConsumed?.();
      return;
    }
    this.#chunks.push({ bytes: bytes.slice(), offset: 0, ...(onConsumed ? { onConsumed } : {}) });
    this.#notify();
  }

  /** The peer closed: pending and later reads past the buffered bytes throw EndOfStream. */
  end(): void {
    this.#ended = true;
    this.#notify();
  }

  /** Whether `end` was called. */
  get ended(): boolean {
    return this.#ended;
  }

  #notify() {
    const wake = this.#wake;
    this.#wake = undefined;
    wake?.();
  }

  /**
   * Exactly `length` bytes; throws EndOfStream when the peer closes first. Chunks are taken (and
   * acknowledged) as they come, so a read that spans packets does not wait on its own OKAY.
   */
  async readExactly(length: number): Promise<Uint8Array> {
    const out = new Uint8Array(length);
    let filled = 0;
    while (filled < length) {
      const chunk = this.#chunks[0];
      if (!chunk) {
        if (this.#ended) throw new EndOfStream();
        await new Promise<void>((resolve) => (this.#wake = resolve));
        continue;
      }
      const take = Math.min(length - filled, chunk.bytes.byteLength - chunk.offset);
      out.set(chunk.bytes.subarray(chunk.offset, chunk.offset + take), filled);
      chunk.offset += take;
      filled += take;
      if (chunk.offset === chunk.bytes.byteLength) {
        this.#chunks.shift();
        chunk.onConsumed?.();
      }
    }
    return out;
  }

  /** Reads and drops everything until the peer closes. */
  async drain(): Promise<void> {
    for (;;) {
      const chunk = this.#chunks.shift();
      if (chunk) {
        chunk.onConsumed?.();
        continue;
      }
      if (this.#ended) return;
      await new Promise<void>((resolve) => (this.#wake = resolve));
    }
  }
}
