import { describe, expect, it } from 'vitest';
import { TextColumn } from './text-column.ts';

describe('TextColumn (the search index’s texts by slot)', () => {
  it('gives back every slot’s text across runs of slots, empty texts included', () => {
    const column = new TextColumn();
    const texts = Array.from({ length: 10_000 }, (_, i) => (i % 7 === 0 ? '' : `title ${i} é`));
    texts.forEach((text, slot) => {
      column.push(text);
      // Read while the last run is still open, as a search between uploads does.
      if (slot % 1000 === 0) expect(column.at(slot)).toBe(text);
    });
    expect(column.length).toBe(10_000);
    for (const slot of [0, 1, 4095, 4096, 4097, 8191, 8192, 9999]) expect(column.at(slot)).toBe(texts[slot]);
    expect(texts.every((text, slot) => column.at(slot) === text)).toBe(true);
  });
});
