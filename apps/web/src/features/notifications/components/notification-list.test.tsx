import type { Notification } from '@synthhub/shared/notifications/notifications.schemas';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import '../../../testing/test-utils.tsx';
import { NotificationList, type NotificationListProps } from './notification-list.tsx';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const make = (i: number): Notification => ({
  id: i,
  text: `Notification ${i}`,
  url: `/beatmaps/${i}`,
  image_url: i % 2 ? `/api/beatmaps/${i}/cover?size=150` : null,
  created_at: new Date(NOW - i * 60_000).toISOString(),
});

function renderList(props: Partial<NotificationListProps> & Pick<NotificationListProps, 'list' | 'total'>) {
  const handlers = { onMarkRead: vi.fn(), onClearAll: vi.fn(), onFollow: vi.fn() };
  const router = createMemoryRouter([
    { path: '*', element: <NotificationList now={NOW} {...handlers} {...props} /> },
  ]);
  render(<RouterProvider router={router} />);
  return { ...handlers, router };
}

describe('NotificationList (spec §2 "Notification bell dropdown")', () => {
  it('shows at most 10, each a link with its text, relative time and a Mark as read button, then "and N more not shown..."', () => {
    const list = Array.from({ length: 11 }, (_, i) => make(i + 1));
    const { onMarkRead } = renderList({ list, total: 11 });
    const items = within(screen.getByRole('list', { name: 'Unread notifications' })).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    const first = screen.getByRole('link', { name: /Notification 1\b/ });
    expect(first.getAttribute('href')).toBe('/beatmaps/1');
    expect(within(first).getByText('1m ago')).toBeTruthy();
    expect(screen.queryByText('Notification 11')).toBeNull();
    expect(screen.getByText('and 1 more not shown...')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Mark as read' })[2]!);
    expect(onMarkRead).toHaveBeenCalledWith(3);
  });

  it('counts the ones not shown from the total, beyond the 100 the list holds', () => {
    renderList({ list: Array.from({ length: 100 }, (_, i) => make(i + 1)), total: 250 });
    expect(screen.getByText('and 240 more not shown...')).toBeTruthy();
  });

  it('shows "No new notifications" when empty, and no "more" line', () => {
    renderList({ list: [], total: 0 });
    expect(screen.getByText('No new notifications')).toBeTruthy();
    expect(screen.queryByText(/more not shown/)).toBeNull();
    expect((screen.getByRole('button', { name: 'Clear Unread' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('clears all with Clear Unread and tells when a link is followed', () => {
    const { onClearAll, onFollow } = renderList({ list: [make(1)], total: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Clear Unread' }));
    expect(onClearAll).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('link', { name: /Notification 1/ }));
    expect(onFollow).toHaveBeenCalledTimes(1);
  });
});
