import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSnackbar } from 'notistack';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../testing/test-utils.tsx';
import { AppProvider } from './provider.tsx';

function Notify() {
  const { enqueueSnackbar } = useSnackbar();
  return <button onClick={() => enqueueSnackbar('Vote submitted!', { variant: 'success' })}>Vote</button>;
}

describe('AppProvider toasts', () => {
  it('puts a toast away at once with its "Dismiss notification" button, by keyboard too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(401, { statusCode: 401, message: 'Not signed in' })),
    );
    const user = userEvent.setup();
    render(
      <AppProvider queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Notify />
      </AppProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Vote' }));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toBe('Vote submitted!');
    const dismiss = screen.getByRole('button', { name: 'Dismiss notification' });
    dismiss.focus();
    await user.keyboard('{Enter}');
    // well inside the 4 s the toast would otherwise show for
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 1500 });
  });
});
