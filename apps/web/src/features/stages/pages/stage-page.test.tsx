import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../testing/test-utils.tsx';
import { filenameFromDisposition } from '../api/download-stage-file.ts';
import { stageFileFixture, stageFixture } from '../testing/stage-fixture.ts';
import { StagePage } from './stage-page.tsx';

function setup(answer: () => Response, id = 5) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
  renderRoutes([{ path: '/models/stages/:id', element: <StagePage /> }], `/models/stages/${id}`);
}

describe('StagePage', { timeout: 20_000 }, () => {
  it('shows the stage, its tags and a labelled row with a download per file', async () => {
    const stage = stageFixture({
      files: [
        stageFileFixture({ id: 11 }),
        stageFileFixture({ id: 12, mode: 'experience', type: 'alternate', experience_tag: 'EXPERIENCEab12' }),
        stageFileFixture({ id: 13, platform: 'quest', type: 'no-sound-fx' }),
      ],
      youtube_url: 'https://youtu.be/x',
    });
    setup(() => jsonResponse(200, stage));
    expect(await screen.findByRole('heading', { name: 'Neon City' })).toBeTruthy();
    expect(screen.getByText('Bright lights')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#Neon', '#City']);
    expect(screen.getByRole('link', { name: '#Neon: stages with this tag' }).getAttribute('href')).toBe(
      '/models/stages?tag=Neon',
    );
    const rows = within(screen.getByRole('table', { name: 'Stage files' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['PC', 'Normal', 'Default'],
      ['PC', 'ExperienceEXPERIENCEab12', 'Alternate'],
      ['Quest', 'Normal', 'No Sound FX'],
    ]);
    const link = screen.getByRole('link', { name: 'Download NeonCity.stage (PC Normal)' });
    expect(link.getAttribute('href')).toBe('/api/models/stages/5/download?file_id=11');
    expect(screen.getByRole('link', { name: 'Watch on YouTube' }).getAttribute('href')).toBe(
      'https://youtu.be/x',
    );
  });

  it('shows the server message of a missing stage on the error page', async () => {
    setup(() => jsonResponse(404, { statusCode: 404, message: 'Stage 5 was not found.' }));
    expect(await screen.findByText('Stage 5 was not found.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Oopsie Woopsies!' })).toBeTruthy();
  });

  it('shows that a stage has no files yet', async () => {
    setup(() => jsonResponse(200, stageFixture({ files: [], latest_files: [] })));
    expect(await screen.findByText('This stage has no files to download yet.')).toBeTruthy();
  });
});

describe('filenameFromDisposition', () => {
  it('prefers filename*, then the quoted filename', () => {
    expect(
      filenameFromDisposition(`attachment; filename="A_B.stage"; filename*=UTF-8''%C3%9Cber.stage`),
    ).toBe('Über.stage');
    expect(filenameFromDisposition('attachment; filename="Neon City.stage"')).toBe('Neon City.stage');
    expect(filenameFromDisposition('attachment; filename=plain.stage')).toBe('plain.stage');
    expect(filenameFromDisposition(null)).toBeNull();
  });
});
