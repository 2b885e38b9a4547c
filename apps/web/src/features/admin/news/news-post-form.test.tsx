import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../testing/test-utils.tsx';
import { NewsPostForm } from './news-post-form.tsx';

/** Puts `text` in `field` in one paste (typing it key by key is slow under jsdom). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function setup() {
  const onSubmit = vi.fn();
  renderRoutes(
    [{ path: '/admin/news/new', element: <NewsPostForm busy={false} error={null} onSubmit={onSubmit} /> }],
    '/admin/news/new',
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('NewsPostForm (docs/decisions/0028)', () => {
  it('names each field the server rule refuses and sends nothing', async () => {
    const { onSubmit, user } = setup();
    const form = screen.getByRole('form', { name: 'News post' });
    await fill(user, within(form).getByRole('textbox', { name: /Title/ }), 'Hi');
    await fill(user, within(form).getByRole('textbox', { name: /Slug/ }), 'Bad Slug');
    await user.click(within(form).getByRole('button', { name: 'Create post' }));
    expect(await within(form).findByText('title must be at least 4 characters')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('previews the Markdown as the news page renders it, and submits the checked post', async () => {
    const { onSubmit, user } = setup();
    const form = screen.getByRole('form', { name: 'News post' });
    await fill(user, within(form).getByRole('textbox', { name: /Title/ }), 'Holiday map pack');
    await fill(user, within(form).getByRole('textbox', { name: /Slug/ }), '2026/holiday-pack');
    await user.type(
      within(form).getByRole('textbox', { name: /Body/ }),
      'Hello **world**<script>x()</script>',
    );
    await user.click(within(form).getByRole('tab', { name: 'Preview' }));
    const preview = await within(form).findByRole('region', { name: 'Preview' });
    await waitFor(() => expect(within(preview).getByText('world').tagName).toBe('STRONG'));
    expect(preview.querySelector('script')).toBeNull();
    await user.click(within(form).getByRole('switch', { name: 'Published' }));
    await user.click(within(form).getByRole('button', { name: 'Create post' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Holiday map pack',
        slug: '2026/holiday-pack',
        published: true,
        official: false,
        cover: null,
      }),
      false,
    );
  });
});
