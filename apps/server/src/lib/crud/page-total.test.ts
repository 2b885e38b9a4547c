import { describe, expect, it } from 'vitest';
import { pageTotal } from './page-total.ts';

describe('pageTotal', () => {
  it("reads the total the page's rows carry", () => {
    expect(pageTotal([{ total: 53 }, { total: 53 }], { offset: 48 })).toBe(53);
  });

  it('tells zero from an empty first page', () => {
    expect(pageTotal([], { offset: 0 })).toBe(0);
  });

  it('leaves an empty page past the end, or a total that found no row, to a count', () => {
    expect(pageTotal([], { offset: 240 })).toBeUndefined();
    expect(pageTotal([{ total: null }], { offset: 0 })).toBeUndefined();
  });
});
