import { STAGE_MESSAGES } from '@synthhub/shared/stages/stages.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, listResponse, stubApi } from '../../../testing/page-test-utils.tsx';
import { jsonResponse, renderRoutes } from '../../../testing/test-utils.tsx';
import type { AdminTagRow } from './admin-tags-api.ts';
import { MergeTagDialog, TagNameDialog } from './tag-dialogs.tsx';

afterEach(() => vi.unstubAllGlobals());

const tag = (name: string, beatmaps: number, stages = 0): AdminTagRow => ({
  id: name,
  name,
  beatmaps,
  stages,
  total: beatmaps + stages,
  registered: true,
  created_at: null,
});
const TAGS = [tag('electro', 9, 2), tag('edm', 3, 1), tag('rock', 4)];

function render(element: React.ReactNode, answer: (call: ApiCall) => Response | undefined) {
  const calls = stubApi(answer);
  const onClose = vi.fn();
  renderRoutes([{ path: '/admin/tags', element }], '/admin/tags');
  return { calls, onClose, user: userEvent.setup() };
}

describe('MergeTagDialog', () => {
  it('merges into the picked tag, saying what happens first, and closes', async () => {
    const onClose = vi.fn();
    const { calls, user } = render(<MergeTagDialog from={TAGS[1]!} onClose={onClose} />, (c) => {
      if (c.url.pathname === '/api/admin/tags' && c.method === 'GET') {
        const term = c.url.searchParams.get('s') ?? '';
        return listResponse(TAGS.filter((t) => term === '' || term.includes(t.name.slice(0, 3))));
      }
      if (c.url.pathname === '/api/admin/tags/merge') return jsonResponse(200, tag('electro', 11, 3));
      return undefined;
    });
    const dialog = await screen.findByRole('dialog', { name: 'Merge “edm” into another tag' });
    const merge = within(dialog).getByRole('button', { name: 'Merge' }) as HTMLButtonElement;
    expect(merge.disabled).toBe(true);
    await user.type(within(dialog).getByRole('combobox', { name: 'Tag to keep' }), 'ele');
    const option = await screen.findByRole('option', { name: /electro/ });
    expect(screen.queryByRole('option', { name: /^edm/ })).toBeNull();
    await user.click(option);
    expect(
      within(dialog).getByText(/The 4 items tagged “edm” will be tagged “electro” instead/),
    ).toBeTruthy();
    await user.click(merge);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = calls.find((c) => c.url.pathname === '/api/admin/tags/merge');
    expect(sent).toMatchObject({ method: 'POST', body: { from: 'edm', into: 'electro' } });
  });

  it('shows the server refusal and stays open', async () => {
    const onClose = vi.fn();
    const { user } = render(<MergeTagDialog from={TAGS[1]!} onClose={onClose} />, (c) => {
      if (c.url.pathname === '/api/admin/tags' && c.method === 'GET') return listResponse(TAGS);
      if (c.url.pathname === '/api/admin/tags/merge')
        return jsonResponse(404, { statusCode: 404, message: 'There is no tag "electro".' });
      return undefined;
    });
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Tag to keep' }));
    await user.click(await screen.findByRole('option', { name: /electro/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await within(dialog).findByText('There is no tag "electro".')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('TagNameDialog', () => {
  it('checks the spec §5 rule as you type and creates the tag in lower case', async () => {
    const onClose = vi.fn();
    const { calls, user } = render(<TagNameDialog onClose={onClose} />, (c) =>
      c.url.pathname === '/api/admin/tags' && c.method === 'POST'
        ? jsonResponse(201, tag('drum and bass', 0))
        : undefined,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New tag' });
    const field = within(dialog).getByRole('textbox', { name: 'Tag name' });
    await user.type(field, '-dnb');
    expect(within(dialog).getByText(STAGE_MESSAGES.tagPattern)).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'Drum and Bass');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'drum and bass' });
  });
});
