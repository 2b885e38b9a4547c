import { describe, expect, it } from 'vitest';
import { isEvaluable, parseTsQuery, tsvectorLexemes } from './tsquery.ts';

// The texts below are what PostgreSQL 15 prints (`::text`) for the inputs in the comments.
describe('tsvectorLexemes', () => {
  it('reads lexemes with positions and weights, quotes doubled and backslashes escaped', () => {
    // setweight(to_tsvector('simple', 'It''s x\y dragon'), 'A')
    expect(tsvectorLexemes(`'it':1A 's':2A 'x':3A 'y':4A 'dragon':5A,9B`)).toEqual([
      'it',
      's',
      'x',
      'y',
      'dragon',
    ]);
    expect(tsvectorLexemes(`'rock''n''roll':1 'a\\\\b':2`)).toEqual(["rock'n'roll", 'a\\b']);
    expect(tsvectorLexemes(`'éclair':1 '東京':2`)).toEqual(['éclair', '東京']);
    expect(tsvectorLexemes('')).toEqual([]);
  });
});

describe('parseTsQuery', () => {
  it('parses websearch_to_tsquery output with PostgreSQL precedence', () => {
    // websearch_to_tsquery('simple', 'a or -b c')
    expect(parseTsQuery(`'a' | !'b' & 'c'`)).toEqual({
      kind: 'or',
      items: [
        { kind: 'lexeme', lexeme: 'a' },
        {
          kind: 'and',
          items: [
            { kind: 'not', item: { kind: 'lexeme', lexeme: 'b' } },
            { kind: 'lexeme', lexeme: 'c' },
          ],
        },
      ],
    });
    expect(parseTsQuery(`( 'a' | 'b' ) & 'c'`)).toEqual({
      kind: 'and',
      items: [
        {
          kind: 'or',
          items: [
            { kind: 'lexeme', lexeme: 'a' },
            { kind: 'lexeme', lexeme: 'b' },
          ],
        },
        { kind: 'lexeme', lexeme: 'c' },
      ],
    });
    expect(parseTsQuery(`'it''s'`)).toEqual({ kind: 'lexeme', lexeme: "it's" });
  });

  it('answers undefined for a query without lexemes (PostgreSQL matches nothing with it)', () => {
    // websearch_to_tsquery('simple', '!!!')
    expect(parseTsQuery('')).toBeUndefined();
  });

  it('marks phrases, prefixes and weights as not evaluable from lexeme sets', () => {
    // websearch_to_tsquery('simple', '"midnight fever"'), and 'it''s' (a phrase of two lexemes)
    expect(isEvaluable(parseTsQuery(`'midnight' <-> 'fever'`)!)).toBe(false);
    expect(isEvaluable(parseTsQuery(`'a' & 'it' <-> 's'`)!)).toBe(false);
    expect(isEvaluable(parseTsQuery(`'a' <2> 'b'`)!)).toBe(false);
    expect(isEvaluable(parseTsQuery(`'pre':*`)!)).toBe(false);
    expect(isEvaluable(parseTsQuery(`'a':AB | 'b'`)!)).toBe(false);
    expect(isEvaluable(parseTsQuery(`'a' & !( 'b' | 'c' )`)!)).toBe(true);
  });

  it('throws on malformed text', () => {
    expect(() => parseTsQuery(`'a' &`)).toThrow(SyntaxError);
    expect(() => parseTsQuery(`'a`)).toThrow(SyntaxError);
    expect(() => parseTsQuery(`'a' ) 'b'`)).toThrow(SyntaxError);
  });
});
