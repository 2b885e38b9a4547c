import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/test-utils.tsx';
import { leaderboardFixture, profileFixture, scoreFixture } from '../testing/fixtures.ts';
import { scoreRow } from './score-list.tsx';
import { type ScoreRowView, ScoreTable } from './score-table.tsx';

const rows = [
  scoreFixture({ leaderboard: leaderboardFixture(), modifiers: 17 }),
  scoreFixture({
    id: 101,
    rank: 0,
    profile: profileFixture({ id: 8, name: 'SoloGrinder', user: null, user_id: null }),
  }),
].map((s) => scoreRow(s)) as ScoreRowView[];

function renderTable(dense: boolean) {
  renderRoutes([
    {
      path: '/',
      element: (
        <ScoreTable rows={rows} dense={dense} label="Scores" columns={{ map: true, modifiers: true }} />
      ),
    },
  ]);
}

describe('ScoreTable (spec §9 leaderboard rows)', () => {
  it('shows rank, linked player, score, accuracy with one decimal, map and modifiers', async () => {
    renderTable(false);
    const [first, second] = await screen.findAllByTestId('score-row');
    expect(within(first!).getByText('#1')).toBeTruthy();
    expect(within(first!).getByRole('link', { name: 'Dubu' }).getAttribute('href')).toBe('/profile/Dubu');
    expect(within(first!).getByText('912,345')).toBeTruthy();
    expect(
      within(first!).getByLabelText(/^Accuracy 97\.3% \(Perfect 95\.0%, good 4\.0%, poor 1\.0%\)$/),
    ).toBeTruthy();
    expect(within(first!).getByText('Spin90 + NoFail')).toBeTruthy();
    expect(within(second!).getByText('—')).toBeTruthy(); // rank 0: not a ranked score
    expect(within(second!).getByRole('link', { name: 'SoloGrinder' }).getAttribute('href')).toBe(
      '/leaderboards/profile/8',
    );
  });

  it('draws rows 50 px high (35 px dense) and the accuracy chip 60 px wide', async () => {
    renderTable(false);
    const [row] = await screen.findAllByTestId('score-row');
    expect(getComputedStyle(row!).height).toBe('50px');
    const chip = within(row!).getByLabelText(/^Accuracy/);
    expect(getComputedStyle(chip).width).toBe('60px');
  });

  it('is 35 px high when dense', async () => {
    renderTable(true);
    const [row] = await screen.findAllByTestId('score-row');
    expect(getComputedStyle(row!).height).toBe('35px');
  });
});
