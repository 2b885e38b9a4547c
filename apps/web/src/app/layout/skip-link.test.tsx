import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../testing/test-utils.tsx';
import { AppLayout } from './app-layout.tsx';

function setup() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(404, { statusCode: 404, message: 'Not found' })),
  );
  renderRoutes([
    {
      path: '/',
      element: <AppLayout />,
      children: [{ index: true, element: <button type="button">First control of the page</button> }],
    },
  ]);
  return userEvent.setup();
}

describe('SkipLink', () => {
  it('is the first Tab stop, and Enter moves focus to the main content', async () => {
    const user = setup();
    await screen.findByRole('button', { name: 'First control of the page' });

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(document.activeElement).toBe(skip);

    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main.id).toBe('main-content');
    expect(document.activeElement).toBe(main);

    // the next Tab lands in the page, past the app bar and the sidebar
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First control of the page' }));
  });
});
