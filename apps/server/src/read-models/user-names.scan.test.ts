import { describe, expect, it } from 'vitest';
import { seededRandom } from '../scripts/demo/demo-synth.ts';
import { matchingNames, snapshotOf } from './user-names.ts';

// The joined-names scan of read-models/user-names.ts must answer what a test per name answers.

describe('matchingNames', () => {
  it('finds the same names as includes() and === on random names and terms', () => {
    const next = seededRandom(42);
    const alphabet = 'aab_ık9ñ東';
    const word = (max: number) =>
      Array.from(
        { length: Math.floor(next() * max) },
        () => alphabet[Math.floor(next() * alphabet.length)],
      ).join('');
    for (let round = 0; round < 40; round += 1) {
      const names = Array.from({ length: 1 + Math.floor(next() * 60) }, () => word(8));
      const snapshot = snapshotOf(
        round,
        names.map((name, id) => ({ id, name, living: true })),
      );
      for (let k = 0; k < 30; k += 1) {
        const term = k % 5 === 0 ? names[Math.floor(next() * names.length)]! : word(4);
        const contains = names.flatMap((name, i) => (name.includes(term) ? [i] : []));
        const equals = names.flatMap((name, i) => (name === term ? [i] : []));
        expect(
          matchingNames(snapshot, '$contL', term),
          `contains ${JSON.stringify(term)} in ${names}`,
        ).toEqual(contains);
        expect(matchingNames(snapshot, '$eqL', term), `equals ${JSON.stringify(term)} in ${names}`).toEqual(
          equals,
        );
      }
    }
  });

  it('matches a term at the first and last name, across no separator, and never a NUL', () => {
    const snapshot = snapshotOf(
      1,
      ['abc', 'cab', 'b', ''].map((name, id) => ({ id, name, living: true })),
    );
    expect(matchingNames(snapshot, '$contL', 'ab')).toEqual([0, 1]);
    expect(matchingNames(snapshot, '$contL', 'cc')).toEqual([]); // "abc\0cab" holds "c\0c", not "cc"
    expect(matchingNames(snapshot, '$contL', 'b')).toEqual([0, 1, 2]);
    expect(matchingNames(snapshot, '$eqL', 'b')).toEqual([2]);
    expect(matchingNames(snapshot, '$eqL', '')).toEqual([3]);
    expect(matchingNames(snapshot, '$contL', '')).toEqual([0, 1, 2, 3]);
    expect(matchingNames(snapshot, '$contL', 'c\0c')).toEqual([]);
  });
});
