import { describe, expect, it } from 'vitest';
import { grammarFilter, rangeConditions, readNumberParam, termCondition } from './list-grammar.ts';

describe('list grammar helpers', () => {
  it('grammarFilter: nothing, one condition as is, several under $and', () => {
    expect(grammarFilter([undefined])).toBeUndefined();
    expect(grammarFilter([{ a: 1 }, undefined])).toBe('{"a":1}');
    expect(JSON.parse(grammarFilter([{ a: 1 }, { b: 2 }])!)).toEqual({ $and: [{ a: 1 }, { b: 2 }] });
  });

  it('termCondition: $contL on each field, with an optional $tsQuery first', () => {
    expect(termCondition('', ['name'])).toBeUndefined();
    expect(termCondition('neo', ['name'])).toEqual({ name: { $contL: 'neo' } });
    expect(termCondition('neo', ['title', 'user.username'], 'text_search')).toEqual({
      $or: [
        { text_search: { $tsQuery: 'neo' } },
        { title: { $contL: 'neo' } },
        { 'user.username': { $contL: 'neo' } },
      ],
    });
  });

  it('rangeConditions and readNumberParam', () => {
    expect(rangeConditions('bpm', 100, undefined)).toEqual([{ bpm: { $gte: 100 } }, undefined]);
    expect(rangeConditions('bpm', undefined, 0)).toEqual([undefined, { bpm: { $lte: 0 } }]);
    expect([
      readNumberParam('2.5'),
      readNumberParam('x'),
      readNumberParam('-1'),
      readNumberParam(' '),
    ]).toEqual([2.5, undefined, undefined, undefined]);
  });
});
