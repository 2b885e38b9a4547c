import { describe, expect, it } from 'vitest';
import { applyVoteDelta } from './votes.service.ts';

describe('applyVoteDelta (docs/decisions/0010)', () => {
  const c = { up: 22, down: 2 };
  it('adds a new vote to its side', () => {
    expect(applyVoteDelta(c, 0, 1)).toEqual({ up: 23, down: 2 });
    expect(applyVoteDelta(c, 0, -1)).toEqual({ up: 22, down: 3 });
  });
  it('moves a changed vote from one side to the other', () => {
    expect(applyVoteDelta({ up: 23, down: 2 }, 1, -1)).toEqual({ up: 22, down: 3 });
    expect(applyVoteDelta({ up: 22, down: 3 }, -1, 1)).toEqual({ up: 23, down: 2 });
  });
  it('takes a withdrawn vote away and leaves an unchanged one', () => {
    expect(applyVoteDelta({ up: 22, down: 3 }, -1, 0)).toEqual(c);
    expect(applyVoteDelta({ up: 23, down: 2 }, 1, 0)).toEqual(c);
    expect(applyVoteDelta(c, 1, 1)).toEqual(c);
    expect(applyVoteDelta(c, 0, 0)).toEqual(c);
  });
  it('never goes below 0 (counts already lowered elsewhere)', () => {
    expect(applyVoteDelta({ up: 0, down: 0 }, 1, -1)).toEqual({ up: 0, down: 1 });
    expect(applyVoteDelta({ up: 0, down: 0 }, -1, 0)).toEqual({ up: 0, down: 0 });
  });
});
