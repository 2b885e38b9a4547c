import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useClearAllNotifications } from '../api/clear-all.ts';
import { useClearNotification } from '../api/clear-notification.ts';
import { useUnread } from '../api/get-unread.ts';
import { useSendTestNotification } from '../api/send-test.ts';
import { useNotificationRefetch } from '../api/use-notification-refetch.ts';
import { useNotificationStream } from '../api/use-notification-stream.ts';
import { NotificationList } from './notification-list.tsx';

/** The path (and query) a notification url points to on this site, for matching the current page. */
function pathOf(url: string): string {
  const parsed = new URL(url, 'http://site.invalid');
  return decodeURIComponent(parsed.pathname.replace(/\/+$/, '') || '/');
}

/**
 * The notifications bell of the app bar (spec §2, §4, §9; docs/decisions/0017): a badge with the
 * unread count and a panel ({@link NotificationList}). New notifications arrive over the stream at
 * once; the list is refetched every 60 s when the user is not idle and the last fetch is 5 minutes
 * or more old; visiting a notification's url clears it; the panel closes when its list becomes
 * empty. Fetch failures are only logged (spec §8).
 */
export function NotificationBell({ userId }: { userId: number }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const query = useUnread(userId);
  const clearOne = useClearNotification(userId);
  const clearAll = useClearAllNotifications(userId);
  const sendTest = useSendTestNotification(userId);
  const location = useLocation();
  useNotificationStream(userId);
  useNotificationRefetch({
    enabled: true,
    lastFetchAt: Math.max(query.dataUpdatedAt, query.errorUpdatedAt),
    refetch: () => void query.refetch(),
  });

  const list = query.data?.list ?? [];
  const total = query.data?.total ?? 0;

  // Spec §4: a notification is cleared when the user navigates to its url. Only a navigation
  // counts (or the first load, once the list is there): one pushed while the user is already on
  // its page stays, so it can be seen.
  const here = decodeURIComponent(location.pathname.replace(/\/+$/, '') || '/');
  const { mutate: clear } = clearOne;
  const { data } = query;
  const lastPath = useRef<string | null>(null);
  const visited = useRef<string | null>(null);
  useEffect(() => {
    if (lastPath.current !== here) visited.current = lastPath.current = here;
    if (visited.current === null || !data) return;
    for (const n of data.list) if (pathOf(n.url) === visited.current) clear(n.id);
    visited.current = null;
  }, [here, data, clear]);

  // Spec §4: the panel closes when the list becomes empty.
  const hadItems = useRef(list.length > 0);
  useEffect(() => {
    if (hadItems.current && list.length === 0) setAnchor(null);
    hadItems.current = list.length > 0;
  }, [list.length]);

  const label = total > 0 ? `Notifications (${total} unread)` : 'Notifications';
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? 'notifications-panel' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={total} color="primary" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        id="notifications-panel"
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Notifications' } }}
      >
        <NotificationList
          list={list}
          total={total}
          onMarkRead={(id) => clearOne.mutate(id)}
          onClearAll={() => clearAll.mutate()}
          onFollow={() => setAnchor(null)}
          onSendTest={() => sendTest.mutate()}
        />
      </Popover>
    </>
  );
}
