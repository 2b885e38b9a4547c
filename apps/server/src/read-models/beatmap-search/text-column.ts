/** Slots whose texts share one string. */
const CHUNK = 4096;

/**
 * One lower-cased text field of the beatmap search index by slot (search-index.ts): the texts of
 * every 4,096 slots joined into one string, with each slot's end offset in a typed array, instead
 * of one string per slot — so the collector marks a few dozen strings, not a hundred thousand, each
 * time it marks the index (docs/decisions/0041 "What the index costs a mark-compact"). The texts
 * of the last, unfinished run of slots are kept apart and joined when first read. Append-only, as
 * slots are: a removed beatmap's slot keeps its text until the index is rebuilt (search-index.ts
 * never tests a dead slot's).
 */
export class TextColumn {
  private readonly joined: string[] = [];
  private open: string[] = [];
  private openJoined: string | undefined;
  private ends = new Int32Array(CHUNK);
  private count = 0;

  /** How many slots have a text. */
  get length(): number {
    return this.count;
  }

  /** Gives the next slot (`length` before the call) `text`. */
  push(text: string): void {
    const slot = this.count;
    if (slot === this.ends.length) {
      const grown = new Int32Array(this.ends.length * 2);
      grown.set(this.ends);
      this.ends = grown;
    }
    this.ends[slot] = (slot % CHUNK === 0 ? 0 : this.ends[slot - 1]!) + text.length;
    this.count += 1;
    this.open.push(text);
    this.openJoined = undefined;
    if (this.open.length === CHUNK) {
      this.joined.push(this.open.join(''));
      this.open = [];
    }
  }

  /** The text of `slot` (0 ≤ slot < length), as a slice of its run's string. */
  at(slot: number): string {
    const run = (slot / CHUNK) | 0;
    const text = run < this.joined.length ? this.joined[run]! : (this.openJoined ??= this.open.join(''));
    return text.slice(slot % CHUNK === 0 ? 0 : this.ends[slot - 1]!, this.ends[slot]!);
  }
}
