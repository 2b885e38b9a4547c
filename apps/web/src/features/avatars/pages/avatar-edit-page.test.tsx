import type { Avatar } from '@synthhub/shared/avatars/avatars.schemas';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditPage } from '../../../testing/edit-page.test-helpers.tsx';
import { testSession } from '../../../testing/test-utils.tsx';
import { avatarFixture } from '../testing/avatar-fixture.ts';
import { AvatarEditPage } from './avatar-edit-page.tsx';

function setup(avatar: Avatar, session = testSession()) {
  return renderEditPage(avatar, session, {
    api: '/api/models/avatars',
    route: '/models/avatars/edit/:id',
    element: <AvatarEditPage />,
  });
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('AvatarEditPage', () => {
  it('shows each rule’s message and blocks Save and Publish while one is broken', async () => {
    const { patches, user } = setup(avatarFixture({ published: false, published_at: null }));
    const name = await screen.findByLabelText(/^Name/);
    await user.clear(name);
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(button('Publish').disabled).toBe(true);
    expect(button('Save').disabled).toBe(true);
    await user.click(name);
    await user.paste('x'.repeat(65));
    expect(await screen.findByText('Name must be at most 64 characters')).toBeTruthy();
    expect(button('Publish').disabled).toBe(true);
    await user.clear(name);
    await user.type(name, 'Fox');
    await user.click(screen.getByLabelText('YouTube URL'));
    await user.paste('not a url');
    expect(await screen.findByText('Must be a URL')).toBeTruthy();
    expect(button('Publish').disabled).toBe(true);
    expect(patches).toEqual([]);
    await user.clear(screen.getByLabelText('YouTube URL'));
    await waitFor(() => expect(button('Publish').disabled).toBe(false));
  }, 15_000);

  it('publishes with the edited fields', async () => {
    const { patches, user } = setup(avatarFixture({ published: false, published_at: null }));
    const name = await screen.findByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Renamed');
    await user.type(screen.getByLabelText('Description'), 'Has a tail');
    await user.click(button('Publish'));
    expect(await screen.findByText('Avatar published!')).toBeTruthy();
    expect(patches).toEqual([
      { name: 'Renamed', description: 'Has a tail', youtube_url: null, published: true },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull());
    expect(screen.getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/models/avatars/5');
  });

  it('answers 403 "Unauthorized" to someone who is not the uploader', async () => {
    setup(avatarFixture({ user: { id: 99, username: 'other', avatar_filename: null, avatar_url: null } }));
    expect(await screen.findByText('Unauthorized')).toBeTruthy();
    expect(screen.queryByLabelText(/^Name/)).toBeNull();
  });
});
