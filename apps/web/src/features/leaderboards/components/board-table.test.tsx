import Button from '@mui/material/Button';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/test-utils.tsx';
import { boardRowFixture } from '../testing/fixtures.ts';
import { modifiersShort } from '../format.ts';
import { type BoardRowActions, BoardTable } from './board-table.tsx';

const rows = [
  boardRowFixture({ modifiers: 16 + 64, platform: null }),
  boardRowFixture({ id: 101, rank: 2, player: { id: 8, name: 'SoloGrinder', user: null, country: null } }),
];

function renderTable(rowActions?: BoardRowActions, ownScoreId?: number) {
  renderRoutes([
    {
      path: '/',
      element: <BoardTable rows={rows} label="Scores" rowActions={rowActions} ownScoreId={ownScoreId} />,
    },
  ]);
}

describe('BoardTable (docs/decisions/0054 "Boards")', () => {
  it('writes modifiers in short names with the full names as title and accessible text', async () => {
    expect(modifiersShort(16 + 64)).toBe('NF HN');
    expect(modifiersShort(1 + 2 + 524288)).toBe('S90 S180 SpW');
    expect(modifiersShort(0)).toBe('');
    renderTable();
    const [first] = await screen.findAllByTestId('score-row');
    const abbr = within(first!).getAllByTitle('NoFail + HaloNotes')[0]!;
    expect(abbr.textContent).toBe('NF HNNoFail + HaloNotes'); // short (aria-hidden) + full (visually hidden)
    expect(abbr.querySelector('[aria-hidden="true"]')!.textContent).toBe('NF HN');
    expect(within(first!).getByText('—')).toBeTruthy(); // no platform known
  });

  it('has no actions column unless rowActions is given', async () => {
    renderTable();
    await screen.findAllByTestId('score-row');
    expect(screen.queryByText('Actions')).toBeNull();
  });

  it('renders rowActions per row with the row it is for', async () => {
    renderTable((row) => <Button size="small">Remove score {row.id}</Button>);
    const found = await screen.findAllByTestId('score-row');
    expect(within(found[0]!).getByRole('button', { name: 'Remove score 100' })).toBeTruthy();
    expect(within(found[1]!).getByRole('button', { name: 'Remove score 101' })).toBeTruthy();
    expect(screen.getByText('Actions')).toBeTruthy();
  });

  it('highlights only the own row and makes it focusable', async () => {
    renderTable(undefined, 101);
    const found = await screen.findAllByTestId('score-row');
    expect(found[1]!.getAttribute('aria-current')).toBe('true');
    expect(found[1]!.getAttribute('tabindex')).toBe('-1');
    expect(found[0]!.getAttribute('aria-current')).toBeNull();
    expect(found[0]!.className).not.toContain('Mui-selected');
  });
});
