import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store.ts';
import { renderPage } from '../../../testing/page-test-utils.tsx';
import { jsonResponse, testSession } from '../../../testing/test-utils.tsx';
import { ActivatePage } from './activate-page.tsx';

const VERIFY = {
  user_code: 'WDJB-MJHT',
  client_id: 'Quest Score Mod',
  expires_at: '2026-01-01T00:10:00.000Z',
};

describe('ActivatePage (/activate, RFC 8628 verification page)', () => {
  it('normalises a typed code, shows which app asks and approves it', async () => {
    sessionStore.set(testSession({ username: 'alice' }));
    const bodies: unknown[] = [];
    const { requests } = renderPage(<ActivatePage />, '/activate', (url, init) => {
      if (url.pathname === '/api/auth/device/verify') return jsonResponse(200, VERIFY);
      bodies.push(JSON.parse(String(init?.body)));
      return jsonResponse(200, { status: 'approved' });
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Code'), 'wdjb mjht');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Quest Score Mod')).toBeTruthy();
    expect(
      requests()
        .find((u) => u.pathname === '/api/auth/device/verify')
        ?.searchParams.get('user_code'),
    ).toBe('WDJB-MJHT');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining('Quest Score Mod is signed in as alice'),
    );
    expect(bodies).toEqual([{ user_code: 'WDJB-MJHT', approve: true }]);
  });

  it('checks the code of verification_uri_complete at once and shows the server refusal', async () => {
    sessionStore.set(testSession());
    renderPage(<ActivatePage />, '/activate?user_code=WDJB-MJHT', () =>
      jsonResponse(404, {
        statusCode: 404,
        error: 'Not Found',
        message: 'This code is not valid or has expired.',
      }),
    );
    expect(await screen.findByText('This code is not valid or has expired.')).toBeTruthy();
  });

  it('refuses a malformed code without asking the server', async () => {
    sessionStore.set(testSession());
    const { requests } = renderPage(<ActivatePage />, '/activate', () => jsonResponse(500, {}));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Code'), 'AEIO-1234');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/Enter the 8-letter code/)).toBeTruthy();
    expect(requests().filter((u) => u.pathname.startsWith('/api/auth/device'))).toEqual([]);
  });
});
