import type { Avatar } from '@synthhub/shared/avatars/avatars.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store.ts';
import { jsonResponse, renderRoutes, testSession } from '../../../testing/test-utils.tsx';
import { avatarFixture } from '../testing/avatar-fixture.ts';
import { AvatarEditPage } from './avatar-edit-page.tsx';

function setup(avatar: Avatar, session = testSession()) {
  sessionStore.set(session);
  let current = avatar;
  const patches: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/auth/user') return jsonResponse(200, { user: session.user });
      if (path === `/api/models/avatars/${avatar.id}` && init?.method === 'PATCH') {
        const patch = JSON.parse(String(init.body));
        patches.push(patch);
        current = {
          ...current,
          ...patch,
          published_at: patch.published ? '2026-02-01T00:00:00.000Z' : current.published_at,
        };
        return jsonResponse(200, current);
      }
      if (path === `/api/models/avatars/${avatar.id}`) return jsonResponse(200, current);
      return jsonResponse(404, { statusCode: 404, message: 'Not found' });
    }),
  );
  renderRoutes(
    [{ path: '/models/avatars/edit/:id', element: <AvatarEditPage /> }],
    `/models/avatars/edit/${avatar.id}`,
  );
  return { patches, user: userEvent.setup() };
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
