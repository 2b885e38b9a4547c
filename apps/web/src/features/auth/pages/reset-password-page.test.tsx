import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/page-test-utils.tsx';
import { jsonResponse } from '../../../testing/test-utils.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

describe('password reset pages', () => {
  it('/user/forgot-password sends the address and shows the same answer for any address', async () => {
    const bodies: unknown[] = [];
    renderPage(<ForgotPasswordPage />, '/user/forgot-password', (_url, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return jsonResponse(202, { message: 'If an account has this e-mail address, a link is on its way.' });
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'Alice@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toContain('a link is on its way');
    expect(bodies).toEqual([{ email: 'alice@example.com' }]);
  });

  it('/user/reset-password sends the token of the link with the new password', async () => {
    const bodies: unknown[] = [];
    renderPage(<ResetPasswordPage />, '/user/reset-password?token=tok123', (_url, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return jsonResponse(200, { message: 'Your password has been changed.' });
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'a long new password');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect((await screen.findByRole('status')).textContent).toContain('Your password has been changed.');
    expect(bodies).toEqual([{ token: 'tok123', password: 'a long new password' }]);
  });

  it('/user/reset-password shows the refusal of a used link and offers a new one', async () => {
    renderPage(<ResetPasswordPage />, '/user/reset-password?token=used', () =>
      jsonResponse(400, { statusCode: 400, error: 'Bad Request', message: 'This reset link is invalid.' }),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'a long new password');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('This reset link is invalid.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
  });

  it('/user/reset-password without a token explains what is missing', async () => {
    renderPage(<ResetPasswordPage />, '/user/reset-password', () => jsonResponse(500, {}));
    expect(await screen.findByText(/needs the link from the reset e-mail/)).toBeTruthy();
  });
});
