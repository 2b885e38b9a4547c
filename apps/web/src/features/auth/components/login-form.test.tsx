import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { stubFetch } from '../../../testing/page-test-utils.tsx';
import { jsonResponse, renderRoutes } from '../../../testing/test-utils.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The sign-in form and a suspended account (docs/decisions/0030-admin-area, "Account suspension"). */
describe('LoginForm', () => {
  it('shows the suspension and its reason under a clear title', async () => {
    stubFetch((url) =>
      url.pathname === '/api/auth/login'
        ? jsonResponse(403, { statusCode: 403, message: 'This account is suspended: Repeated spam uploads' })
        : jsonResponse(404, { statusCode: 404, message: 'Not found' }),
    );
    renderRoutes(routes, '/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username or e-mail'), 'spammer12');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Account suspended');
    expect(alert.textContent).toContain('This account is suspended: Repeated spam uploads');
  });
});
