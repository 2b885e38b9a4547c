import { TypedFastBitSet } from 'typedfastbitset';

/**
 * The word arrays of the sets one evaluation of the beatmap search index makes, handed out again
 * once it ends (docs/decisions/0041): a search makes a few dozen sets of the index's size (12.5 KiB
 * each at 100,000 beatmaps), and as fresh typed arrays they are external memory that drives
 * V8's collections ("external memory pressure" scavenges, mark-compacts) — pauses of 5-25 ms
 * under load. Every set an arena makes has {@link words} words (bits past the index's slots are
 * zero in every set, so longer inputs lose nothing); sets from {@link begin} to {@link end} must
 * not be kept past it. Not reentrant: one evaluation at a time (the index evaluates synchronously).
 */
export class SetArena {
  private free: Uint32Array[] = [];
  private used: Uint32Array[] = [];
  /** The words of every set made now. */
  words = 0;

  /** Starts an evaluation over `slots` slots; kept arrays of another size are dropped. */
  begin(slots: number): void {
    const words = (slots + 31) >>> 5;
    if (words !== this.words) {
      this.free = [];
      this.words = words;
    }
  }

  /** Ends the evaluation: every array handed out since {@link begin} may be handed out again. */
  end(): void {
    for (const array of this.used) this.free.push(array);
    this.used = [];
  }

  private take(): Uint32Array {
    const array = this.free.pop() ?? new Uint32Array(this.words);
    this.used.push(array);
    return array;
  }

  /** An empty set. */
  empty(): TypedFastBitSet {
    const out = this.take();
    out.fill(0);
    return TypedFastBitSet.fromWords(out);
  }

  /** A copy of `a`. */
  copy(a: TypedFastBitSet): TypedFastBitSet {
    const out = this.take();
    const n = Math.min(a.words.length, this.words);
    out.set(a.words.subarray(0, n));
    out.fill(0, n);
    return TypedFastBitSet.fromWords(out);
  }

  /** `a ∪ b` as a new set. */
  union(a: TypedFastBitSet, b: TypedFastBitSet): TypedFastBitSet {
    const out = this.take();
    const aw = a.words;
    const bw = b.words;
    const la = Math.min(aw.length, this.words);
    const lb = Math.min(bw.length, this.words);
    const m = Math.min(la, lb);
    for (let k = 0; k < m; k += 1) out[k] = aw[k]! | bw[k]!;
    if (la > m) out.set(aw.subarray(m, la), m);
    else if (lb > m) out.set(bw.subarray(m, lb), m);
    out.fill(0, Math.max(la, lb));
    return TypedFastBitSet.fromWords(out);
  }

  /** `a ∩ b` as a new set. */
  intersection(a: TypedFastBitSet, b: TypedFastBitSet): TypedFastBitSet {
    const out = this.take();
    const aw = a.words;
    const bw = b.words;
    const m = Math.min(aw.length, bw.length, this.words);
    for (let k = 0; k < m; k += 1) out[k] = aw[k]! & bw[k]!;
    out.fill(0, m);
    return TypedFastBitSet.fromWords(out);
  }

  /** `a \ b` as a new set. */
  difference(a: TypedFastBitSet, b: TypedFastBitSet): TypedFastBitSet {
    const out = this.take();
    const aw = a.words;
    const bw = b.words;
    const la = Math.min(aw.length, this.words);
    const m = Math.min(la, bw.length);
    for (let k = 0; k < m; k += 1) out[k] = aw[k]! & ~bw[k]!;
    if (la > m) out.set(aw.subarray(m, la), m);
    out.fill(0, la);
    return TypedFastBitSet.fromWords(out);
  }
}
