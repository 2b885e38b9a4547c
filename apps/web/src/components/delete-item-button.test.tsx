import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../testing/test-utils.tsx';
import { DeleteItemButton } from './delete-item-button.tsx';

function setup(answer: () => Response) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  const utils = renderRoutes(
    [
      {
        path: '/edit',
        element: (
          <DeleteItemButton
            what="stage"
            name="Neon City"
            url="/api/models/stages/6"
            queryKey={['stages']}
            afterHref="/user/uploads/stages"
          />
        ),
      },
      { path: '/user/uploads/stages', element: <p>My stages</p> },
    ],
    '/edit',
  );
  return { ...utils, fetch, user: userEvent.setup() };
}

describe('DeleteItemButton', () => {
  it('asks first; Cancel deletes nothing', async () => {
    const { fetch, user } = setup(() => new Response(null, { status: 204 }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this stage?' });
    expect(within(dialog).getByText(/“Neon City” and its files are removed/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends DELETE, says so, drops the cached stages and goes to My Uploads', async () => {
    const { fetch, user, router, queryClient } = setup(() => new Response(null, { status: 204 }));
    queryClient.setQueryData(['stages', 'detail', 6], { id: 6 });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('My stages')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/uploads/stages');
    expect(screen.getByText('Stage deleted.')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toContain('/api/models/stages/6');
    expect(init?.method).toBe('DELETE');
    expect(queryClient.getQueryData(['stages', 'detail', 6])).toBeUndefined();
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    const { user, router } = setup(() =>
      jsonResponse(403, { statusCode: 403, message: 'Only the uploader or an admin can delete this stage.' }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Could not delete the stage: Only the uploader or an admin can delete this stage.',
    );
    expect(router.state.location.pathname).toBe('/edit');
  });
});
