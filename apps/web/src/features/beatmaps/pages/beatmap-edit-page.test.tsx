import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyPatch, renderEditPage } from '../../../testing/edit-page.test-helpers.tsx';
import { beatmapFixture } from '../../../testing/beatmap-fixture.ts';
import { jsonResponse, testSession } from '../../../testing/test-utils.tsx';
import { BeatmapEditPage } from './beatmap-edit-page.tsx';

function setup(beatmap: Beatmap, session = testSession()) {
  return renderEditPage(beatmap, session, {
    api: '/api/beatmaps',
    route: '/beatmaps/edit/:id',
    element: <BeatmapEditPage />,
    patch: (current, patch) =>
      patch.youtube_url === 'https://bad.example'
        ? jsonResponse(400, {
            statusCode: 400,
            message: 'Bad Request',
            data: { message: 'Invalid beatmap', validation: ['youtube_url: must be a YouTube link'] },
          })
        : applyPatch(current, patch),
  });
}

describe('BeatmapEditPage', () => {
  it('publishes an unpublished beatmap with the edited fields', async () => {
    const { patches, user } = setup(beatmapFixture({ published: false, published_at: null }));
    const title = await screen.findByLabelText(/^Title/);
    expect(screen.getByText('Unpublished')).toBeTruthy();
    expect(screen.getByText(beatmapFixture().hash)).toBeTruthy();
    await user.clear(title);
    await user.type(title, 'New Title');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Beatmap published!')).toBeTruthy();
    expect(patches).toEqual([
      {
        title: 'New Title',
        artist: 'The Rebels',
        mapper: 'Chewie',
        description: null,
        youtube_url: null,
        explicit: false,
        published: true,
        tags: ['rock', 'spin'],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull());
    expect(screen.getByRole('switch', { name: 'Published' })).toHaveProperty('checked', true);
    expect(screen.getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/beatmaps/1');
  });

  it('checks the form with the shared schema before sending', async () => {
    const { patches, user } = setup(beatmapFixture());
    const title = await screen.findByLabelText(/^Title/);
    await user.clear(title);
    await user.type(screen.getByLabelText('YouTube URL'), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(screen.getByText('Must be a URL')).toBeTruthy();
    expect(patches).toHaveLength(0);
  });

  it('shows server validation lines inline', async () => {
    const { user } = setup(beatmapFixture());
    await user.type(await screen.findByLabelText('YouTube URL'), 'https://bad.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Invalid beatmap');
    expect(alert.textContent).toContain('youtube_url: must be a YouTube link');
  });

  it("refuses someone else's beatmap", async () => {
    setup(beatmapFixture({ user: { id: 99, username: 'other', avatar_filename: null, avatar_url: null } }));
    expect(await screen.findByText('Unauthorized')).toBeTruthy();
    expect(screen.getByText('403')).toBeTruthy();
  });
});
