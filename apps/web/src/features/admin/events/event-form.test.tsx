import { EVENT_MESSAGES } from '@synthhub/shared/events/events.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { renderPage } from '../../../testing/page-test-utils.tsx';
import { jsonResponse } from '../../../testing/test-utils.tsx';
import type { EventFields } from './api/create-event.ts';
import { EventForm } from './event-form.tsx';

/**
 * The admin event form ("the event title/slug schema (spec §5) is used by the API and the
 * form"): validated by the shared eventInputSchema, it shows the spec's messages and sends nothing
 * until they are fixed; a 409 from the server lands on the slug field.
 */
afterEach(() => vi.unstubAllGlobals());

const renderForm = (onSubmit: (fields: EventFields) => Promise<unknown>) =>
  renderPage(<EventForm submitLabel="Create event" onSubmit={onSubmit} />, '/admin/events/new', () =>
    jsonResponse(404, { message: 'Not found' }),
  );

describe('EventForm', () => {
  it('shows the spec §5 title, slug and window messages and does not submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit);
    await user.type(await screen.findByRole('textbox', { name: /title/i }), ' ab ');
    await user.type(screen.getByRole('textbox', { name: /slug/i }), 'Best--Of');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText(EVENT_MESSAGES.titleLength)).toBeTruthy();
    expect(screen.getByText(EVENT_MESSAGES.slugPattern)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByRole('textbox', { name: /title/i }));
    await user.type(screen.getByRole('textbox', { name: /title/i }), 'Best of 2026');
    await user.clear(screen.getByRole('textbox', { name: /slug/i }));
    await user.type(screen.getByRole('textbox', { name: /slug/i }), 'best-of-2026');
    const closes = screen.getByLabelText(/voting closes/i);
    await user.clear(closes);
    await user.type(closes, '2000-01-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText(EVENT_MESSAGES.dates)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the cleaned fields with ISO dates, and shows a taken slug (409) on the slug field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_fields: EventFields) => {
      throw new ApiError(409, 'The slug "best-of-2026" is already used by another event.');
    });
    renderForm(onSubmit);
    await user.type(await screen.findByRole('textbox', { name: /title/i }), '  Best of 2026 ');
    await user.type(screen.getByRole('textbox', { name: /slug/i }), 'best-of-2026');
    await user.click(screen.getByRole('switch', { name: 'Published' }));
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const sent = onSubmit.mock.calls[0]![0];
    expect(sent).toMatchObject({
      title: 'Best of 2026',
      slug: 'best-of-2026',
      published: true,
      featured: false,
    });
    expect(sent.voting_start_date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/);
    expect(await screen.findByText('The slug "best-of-2026" is already used by another event.')).toBeTruthy();
  });
});
