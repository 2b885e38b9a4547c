import type { Notification } from '@synthhub/shared/notifications/notifications.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store.ts';
import { renderRoutes, testSession } from '../../../testing/test-utils.tsx';
import { withoutNotification } from '../api/clear-notification.ts';
import { withNotification } from '../api/use-notification-stream.ts';
import { NotificationBell } from './notification-bell.tsx';

const make = (id: number, url = `/beatmaps/${id}`): Notification => ({
  id,
  url,
  text: `Notification ${id}`,
  image_url: null,
  created_at: '2026-11-26T01:00:00.000Z',
});

/** Stubs fetch: the unread list (with X-Total-Count) and the clear calls, which are recorded. */
function stubNotifications(list: Notification[]) {
  const posts: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/notifications/unread')
        return new Response(JSON.stringify(list), {
          headers: { 'content-type': 'application/json', 'x-total-count': String(list.length) },
        });
      if (init?.method === 'POST') {
        posts.push(path);
        return new Response(JSON.stringify({ cleared: 1 }), {
          headers: { 'content-type': 'application/json' },
        });
      }
      return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
    }),
  );
  return posts;
}

function renderBell(path = '/') {
  sessionStore.set(testSession());
  return renderRoutes([{ path: '*', element: <NotificationBell userId={7} /> }], path);
}

describe('NotificationBell (spec §2, §4)', () => {
  it('shows the unread count on its badge', async () => {
    stubNotifications([make(1), make(2), make(3)]);
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications (3 unread)' })).toBeTruthy();
  });

  it('clears a notification when the user navigates to its url, and not the others', async () => {
    const posts = stubNotifications([make(1), make(2)]);
    const { router } = renderBell();
    await screen.findByRole('button', { name: 'Notifications (2 unread)' });
    await router.navigate('/beatmaps/2');
    await waitFor(() => expect(posts).toEqual(['/api/notifications/clear/2']));
    expect(await screen.findByRole('button', { name: 'Notifications (1 unread)' })).toBeTruthy();
  });

  it('clears one the user arrived at with the first load, once the list is there', async () => {
    const posts = stubNotifications([make(1), make(5)]);
    renderBell('/beatmaps/5');
    await waitFor(() => expect(posts).toEqual(['/api/notifications/clear/5']));
  });

  it('closes the panel when its list becomes empty', async () => {
    stubNotifications([make(1)]);
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications (1 unread)' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
  });
});

describe('cache updates', () => {
  it('puts a pushed notification on top, and a rewritten batch (same id) moves up without counting twice', () => {
    const data = { list: [make(2), make(1)], total: 2 };
    expect(withNotification(data, make(3))).toEqual({ list: [make(3), make(2), make(1)], total: 3 });
    const rewritten = { ...make(1), text: '3 people voted on X' };
    expect(withNotification(data, rewritten)).toEqual({ list: [rewritten, make(2)], total: 2 });
    expect(withNotification(undefined, make(1))).toEqual({ list: [make(1)], total: 1 });
  });

  it('removes a cleared one and lowers the total', () => {
    expect(withoutNotification({ list: [make(2), make(1)], total: 12 }, 2)).toEqual({
      list: [make(1)],
      total: 11,
    });
    const data = { list: [make(1)], total: 1 };
    expect(withoutNotification(data, 9)).toBe(data);
  });
});
