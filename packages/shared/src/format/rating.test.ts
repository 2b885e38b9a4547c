import { describe, expect, it } from 'vitest';
import { formatRating } from './rating.ts';

describe('formatRating', () => {
  it('shows a whole percent once something was voted on', () => {
    expect(formatRating('0.8734', 12)).toBe('87%');
    expect(formatRating(0, 3)).toBe('0%');
    expect(formatRating(1, 1)).toBe('100%');
  });

  it('shows "—" without votes (or without a usable number), never "0%"', () => {
    expect(formatRating('0', 0)).toBe('—');
    expect(formatRating(0.5, 0)).toBe('—');
    expect(formatRating('n/a', 4)).toBe('—');
  });
});
