import { REPORT_EMAIL_REQUIRED, REPORT_FILED_MESSAGE } from '@synthhub/shared/reports/reports.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../lib/session-store.ts';
import { type ApiCall, stubApi } from '../testing/page-test-utils.tsx';
import { jsonResponse, renderRoutes, testSession } from '../testing/test-utils.tsx';
import { ReportButton } from './report-button.tsx';

afterEach(() => {
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

const MESSAGE = 'The cover of this beatmap shows a stolen artwork.';

function setup(answer: (call: ApiCall) => Response | undefined) {
  const calls = stubApi(answer);
  renderRoutes(
    [
      {
        path: '/beatmaps/12',
        element: <ReportButton target={{ kind: 'beatmap', id: 12, name: 'Neon Skies' }} />,
      },
    ],
    '/beatmaps/12',
  );
  return { calls, user: userEvent.setup() };
}
const reports = (calls: ApiCall[]) => calls.filter((c) => c.url.pathname === '/api/reports');

describe('ReportButton (docs/decisions/0028)', () => {
  it('asks a signed-out visitor for an e-mail, then files the report about the item and says so', async () => {
    const { calls, user } = setup((c) =>
      c.url.pathname === '/api/reports' ? jsonResponse(201, { id: 5, status: 'open' }) : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report “Neon Skies”' });
    await user.click(within(dialog).getByRole('radio', { name: 'Copyright' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), MESSAGE);
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(REPORT_EMAIL_REQUIRED)).toBeTruthy();
    expect(reports(calls)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'owner@example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(REPORT_FILED_MESSAGE)).toBeTruthy();
    const [sent] = reports(calls);
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toMatchObject({
      kind: 'copyright',
      target_kind: 'beatmap',
      target_id: 12,
      message: MESSAGE,
      contact_email: 'owner@example.test',
    });
  });

  it('needs no e-mail when signed in, and shows the server refusal', async () => {
    sessionStore.set(testSession());
    const { calls, user } = setup((c) =>
      c.url.pathname === '/api/reports'
        ? jsonResponse(429, { statusCode: 429, message: 'Too many reports; try again in an hour.' })
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(/at least 20 characters/)).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), ` ${MESSAGE}`);
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Too many reports; try again in an hour.')).toBeTruthy();
    expect(reports(calls)[0]?.body).toMatchObject({ kind: 'abuse', target_id: 12 });
    expect(reports(calls)[0]?.body).not.toHaveProperty('contact_email');
  });
});
