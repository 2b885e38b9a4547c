import { MOD_MESSAGES } from '@synthhub/shared/mods/mods.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store.ts';
import { type ApiCall, stubApi } from '../../../testing/page-test-utils.tsx';
import { jsonResponse, renderRoutes, testSession } from '../../../testing/test-utils.tsx';
import { ModCreatePage } from './mod-create-page.tsx';

vi.setConfig({ testTimeout: 20_000 });

function ModStub() {
  return <p>Mod page {useParams().slug}</p>;
}

/** Opens /mods/create signed in; `post` answers `POST /api/mods`. */
function setup(post: (call: ApiCall) => Response) {
  const session = testSession();
  sessionStore.set(session);
  const calls = stubApi(
    (call) => (call.url.pathname === '/api/mods' && call.method === 'POST' ? post(call) : undefined),
    session.user,
  );
  renderRoutes(
    [
      { path: '/mods/create', element: <ModCreatePage /> },
      { path: '/mods/:slug', element: <ModStub /> },
    ],
    '/mods/create',
  );
  return { posts: () => calls.filter((c) => c.method === 'POST'), user: userEvent.setup() };
}

describe('ModCreatePage (/mods/create)', () => {
  it('shows each rule’s message under its field and sends nothing', async () => {
    const { posts, user } = setup(() => jsonResponse(201, { id: 1 }));
    await user.type(await screen.findByLabelText(/^Name/), 'x');
    await user.type(screen.getByLabelText(/^Slug/), 'Bad Slug');
    await user.type(screen.getByLabelText(/^Source code URL/), 'ftp://example.com');
    await user.click(screen.getByRole('button', { name: 'Create mod' }));
    expect(await screen.findByText(MOD_MESSAGES.nameLength)).toBeTruthy();
    expect(screen.getByText(MOD_MESSAGES.url)).toBeTruthy();
    expect(screen.getByLabelText(/^Slug/).getAttribute('aria-invalid')).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(posts()).toEqual([]);
  });

  it('shows the server’s 409 at the slug, and a 422 in an alert', async () => {
    let answer = jsonResponse(409, { statusCode: 409, message: 'The slug better-timing is taken.' });
    const { posts, user } = setup(() => answer);
    await user.type(await screen.findByLabelText(/^Name/), 'Better Timing');
    await user.type(screen.getByLabelText(/^Slug/), 'better-timing');
    await user.click(screen.getByRole('button', { name: 'Create mod' }));
    const message = await screen.findByText('The slug better-timing is taken.');
    expect(
      message.closest('.MuiFormControl-root')!.querySelector('input')!.getAttribute('aria-invalid'),
    ).toBe('true');
    expect(posts()).toHaveLength(1);

    answer = jsonResponse(422, {
      statusCode: 422,
      message: 'Some co-authors are unknown.',
      data: { message: 'Some co-authors are unknown.', validation: ['co_authors: nobody9 does not exist'] },
    });
    await user.clear(screen.getByLabelText(/^Slug/));
    await user.type(screen.getByLabelText(/^Slug/), 'better-timing-2');
    await user.click(screen.getByRole('button', { name: 'Create mod' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Some co-authors are unknown.');
    expect(alert.textContent).toContain('co_authors: nobody9 does not exist');
  });

  it('sends the checked fields and goes to /mods/{slug}', async () => {
    const { posts, user } = setup(() => jsonResponse(201, { id: 12 }));
    await user.type(await screen.findByLabelText(/^Name/), '  Better Timing ');
    await user.type(screen.getByLabelText(/^Slug/), 'better-timing');
    await user.type(screen.getByLabelText(/^Summary/), 'Tighter hit windows.');
    await user.type(screen.getByLabelText(/^Description/), '# About');
    await user.type(screen.getByLabelText(/^Licence/), 'MIT');
    await user.type(screen.getByLabelText('Tags'), 'timing{Enter}');
    await user.type(screen.getByLabelText('Co-authors'), 'helper8{Enter}');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(await screen.findByRole('heading', { name: 'About' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create mod' }));
    expect(await screen.findByText('Mod page better-timing')).toBeTruthy();
    expect(posts()[0]!.body).toEqual({
      slug: 'better-timing',
      name: 'Better Timing',
      summary: 'Tighter hit windows.',
      description: '# About',
      source_url: null,
      license: 'MIT',
      tags: ['timing'],
      published: false,
      co_authors: ['helper8'],
    });
    await waitFor(() => expect(screen.getByText('Mod created!')).toBeTruthy());
  });
});
