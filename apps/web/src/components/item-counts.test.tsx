import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ItemCounts } from './item-counts.tsx';

const item = { download_count: 1234, upvote_count: 56, downvote_count: 3 };

describe('ItemCounts', () => {
  it('shows downloads, upvotes and downvotes, compact with the full figure for screen readers', () => {
    const counts = within(render(<ItemCounts item={item} />).container);
    expect(counts.getByText('1234 downloads')).toBeTruthy();
    expect(counts.getByText('56 upvotes')).toBeTruthy();
    expect(counts.getByText('3 downvotes')).toBeTruthy();
    expect(counts.getByText('1.2K')).toBeTruthy();
  });

  it('leaves the vote counts to the vote buttons with votes={false}', () => {
    const counts = within(render(<ItemCounts item={item} votes={false} />).container);
    expect(counts.getByText('1234 downloads')).toBeTruthy();
    expect(counts.queryByText('56 upvotes')).toBeNull();
    expect(counts.queryByText('3 downvotes')).toBeNull();
  });
});
