import CheckIcon from '@mui/icons-material/Check';
import NotificationsIcon from '@mui/icons-material/Notifications';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  NOTIFICATION_PANEL_MAX,
  NOTIFICATION_PANEL_MIN_WIDTH_PX,
} from '@synthhub/shared/notifications/notifications.constants';
import type { Notification } from '@synthhub/shared/notifications/notifications.schemas';
import { compactAge } from '@synthhub/shared/format/age';
import { Link as RouterLink } from 'react-router';
import { apiUrl } from '../../../config/env.ts';

/** Props of {@link NotificationList}. */
export interface NotificationListProps {
  /** Unread notifications, newest first (the first 10 are shown). */
  list: Notification[];
  /** How many are unread in all (for "and N more not shown..."). */
  total: number;
  onMarkRead: (id: number) => void;
  onClearAll: () => void;
  /** A notification's link was followed (the panel closes; the visit clears it). */
  onFollow: () => void;
  onSendTest?: () => void;
  now?: number;
}

/**
 * The bell's panel (spec §2 "Notification bell dropdown", §9): at most 10 notifications, each a
 * link to its url with its image, text, relative time and a "Mark as read" button; "and N more not
 * shown..." past 10; "No new notifications" when empty; a "Clear Unread" button; at least 300 px
 * wide, and no wider than the screen on phones.
 */
export function NotificationList({
  list,
  total,
  onMarkRead,
  onClearAll,
  onFollow,
  onSendTest,
  now = Date.now(),
}: NotificationListProps) {
  const shown = list.slice(0, NOTIFICATION_PANEL_MAX);
  const more = Math.max(total, list.length) - shown.length;
  return (
    <Box sx={{ minWidth: NOTIFICATION_PANEL_MIN_WIDTH_PX, maxWidth: 'min(420px, calc(100vw - 16px))' }}>
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1, gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1, fontWeight: 600 }}>
          Notifications
        </Typography>
        {onSendTest && (
          <Button size="small" onClick={onSendTest}>
            Send test
          </Button>
        )}
        <Button size="small" onClick={onClearAll} disabled={shown.length === 0}>
          Clear Unread
        </Button>
      </Stack>
      <Divider />
      {shown.length === 0 ? (
        <Typography sx={{ px: 2, py: 3, textAlign: 'center' }} color="text.secondary">
          No new notifications
        </Typography>
      ) : (
        <List dense disablePadding aria-label="Unread notifications">
          {shown.map((n) => (
            <ListItem
              key={n.id}
              disablePadding
              secondaryAction={
                <Tooltip title="Mark as read">
                  <IconButton edge="end" aria-label="Mark as read" onClick={() => onMarkRead(n.id)}>
                    <CheckIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              }
            >
              <ListItemButton component={RouterLink} to={n.url} onClick={onFollow}>
                <ListItemAvatar>
                  <Avatar variant="rounded" src={n.image_url ? apiUrl(n.image_url) : undefined} alt="">
                    <NotificationsIcon />
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={n.text}
                  secondary={
                    <time dateTime={n.created_at} title={new Date(n.created_at).toLocaleString()}>
                      {compactAge(n.created_at, now)} ago
                    </time>
                  }
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {more > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          and {more} more not shown...
        </Typography>
      )}
    </Box>
  );
}
