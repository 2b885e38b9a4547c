import { getContrastRatio } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme.ts';
import { ACCURACY_SCALE, ACCURACY_TEXT, AccuracyChip, accuracyFill } from './accuracy-chip.tsx';

/** `rgba(r, g, b, a)` laid over an opaque `#rrggbb` fill, as the eye sees it: `rgb(r, g, b)`. */
function over(text: string, fill: string): string {
  const [r, g, b, a] = text.match(/[\d.]+/g)!.map(Number) as [number, number, number, number];
  const under = [1, 3, 5].map((i) => parseInt(fill.slice(i, i + 2), 16));
  const mixed = [r, g, b].map((c, i) => Math.round(c * a + under[i]! * (1 - a)));
  return `rgb(${mixed.join(', ')})`;
}

const hits = (perfect: number) => ({
  perfect_hit_percent: perfect,
  good_hit_percent: 0,
  poor_hit_percent: 0,
});

describe('the accuracy scale', () => {
  it('runs from the best band down and gives each accuracy the first band it reaches', () => {
    const bounds = ACCURACY_SCALE.map((band) => band.min);
    expect(bounds).toEqual([...bounds].sort((a, b) => b - a));
    expect(bounds.at(-1)).toBe(0);
    expect(accuracyFill(100)).toBe(ACCURACY_SCALE[0]!.fill);
    expect(accuracyFill(99)).toBe(ACCURACY_SCALE[0]!.fill);
    expect(accuracyFill(98.9)).toBe(ACCURACY_SCALE[1]!.fill);
    expect(accuracyFill(0)).toBe(ACCURACY_SCALE.at(-1)!.fill);
    expect(new Set(ACCURACY_SCALE.map((band) => band.fill)).size).toBe(ACCURACY_SCALE.length);
  });

  it('carries its text at 4.5:1 or more on every fill, and never uses the brand colours', () => {
    for (const { min, fill } of ACCURACY_SCALE) {
      expect(getContrastRatio(over(ACCURACY_TEXT, fill), fill), `band from ${min} %`).toBeGreaterThanOrEqual(
        4.5,
      );
      expect(fill).not.toBe(theme.palette.primary.main);
      expect(fill).not.toBe(theme.palette.secondary.main);
    }
  });

  it('fills the chip by its accuracy and still writes the number', () => {
    render(<AccuracyChip hits={hits(99.5)} />);
    const chip = screen.getByLabelText(/^Accuracy 99\.5/);
    expect(chip.textContent).toBe('99.5%');
    expect(getComputedStyle(chip).backgroundColor).toBe(over(`rgba(0, 0, 0, 0)`, accuracyFill(99.5)));
  });
});
