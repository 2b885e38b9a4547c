import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPORT_EMAIL_REQUIRED, REPORT_FILED_MESSAGE } from '@synthhub/shared/reports/reports.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store.ts';
import { jsonResponse, renderRoutes, testSession } from '../../testing/test-utils.tsx';
import { routes } from '../router.tsx';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => sessionStore.set(null));

type Sent = { url: string; body: unknown };

function stubReports(status = 201) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/auth/user') return jsonResponse(200, { user: testSession().user });
      if (url.pathname === '/api/reports') {
        sent.push({ url: url.pathname, body: JSON.parse(String(init?.body)) });
        return status === 201
          ? jsonResponse(201, { id: 1, status: 'open' })
          : jsonResponse(status, {
              statusCode: status,
              message: 'Too many reports from your address. Try again in 5 minutes.',
            });
      }
      return jsonResponse(404, { statusCode: 404, message: 'Not found' });
    }),
  );
  return sent;
}

const MESSAGE = 'My song is used in this beatmap without my permission.';

describe('/copyright report form (docs/decisions/0028)', () => {
  it('asks an anonymous visitor for an e-mail, then files the report, says so and clears the form', async () => {
    const sent = stubReports();
    renderRoutes(routes, '/copyright');
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: /Link to the page/ }, { timeout: 8000 }),
      'https://x.test/beatmaps/4',
    );
    await user.type(screen.getByRole('textbox', { name: /Message/ }), MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(REPORT_EMAIL_REQUIRED)).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(REPORT_FILED_MESSAGE)).toBeTruthy();
    expect(sent[0]!.body).toEqual({
      kind: 'copyright',
      target_url: 'https://x.test/beatmaps/4',
      contact_email: 'owner@example.com',
      message: MESSAGE,
    });
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /Message/ }) as HTMLTextAreaElement).value).toBe(''),
    );
    expect((screen.getByRole('textbox', { name: /Link to the page/ }) as HTMLInputElement).value).toBe('');
  });

  it('refuses a short message in the form', async () => {
    const sent = stubReports();
    renderRoutes(routes, '/copyright');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Message/ }, { timeout: 8000 }), 'too short');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Describe the problem in at least 20 characters')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('lets a signed-in user leave the e-mail out, and shows a refusal from the server', async () => {
    sessionStore.set(testSession());
    const sent = stubReports(429);
    renderRoutes(routes, '/copyright');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Abuse/ }, { timeout: 8000 }));
    await user.type(screen.getByRole('textbox', { name: /Link to the page/ }), 'https://x.test/playlists/2');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(/Too many reports from your address/)).toBeTruthy();
    expect(sent[0]!.body).toMatchObject({ kind: 'abuse', message: MESSAGE });
    expect(sent[0]!.body).not.toHaveProperty('contact_email');
  });
});

describe('/privacy and /donate', () => {
  it('list what is stored and how to give', async () => {
    stubReports();
    renderRoutes(routes, '/privacy');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Server logs' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByText(/argon2id/)).toBeTruthy();
    expect(screen.getByText(/No IP address or browser is stored with a download/)).toBeTruthy();
  });

  it('donate names the costs', async () => {
    stubReports();
    renderRoutes(routes, '/donate');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Where the money goes' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'community chat' }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
  });
});
