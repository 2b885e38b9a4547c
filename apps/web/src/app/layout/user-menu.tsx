import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '@synthhub/shared/users/users.schemas';
import { useSnackbar } from 'notistack';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { apiUrl } from '../../config/env.ts';
import { paths } from '../../config/paths.ts';
import { useLogout } from '../../features/auth/api/logout.ts';

function LinkItem({
  to,
  icon,
  label,
  onClick,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  onClick: () => void;
}) {
  return (
    <MenuItem component={RouterLink} to={to} onClick={onClick}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
}

/**
 * The signed-in user menu (spec §2): My Profile, My Uploads, Profile Settings, Admin (admins only)
 * and Logout, which forgets the session and goes home (spec §4).
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const logoutMutation = useLogout();
  const close = () => setAnchor(null);

  const handleLogout = async () => {
    close();
    // Leave first: a signed-in page left behind would otherwise bounce to /login when the session ends.
    await navigate(paths.home.getHref());
    await logoutMutation.mutateAsync();
    enqueueSnackbar('Signed out', { variant: 'info' });
  };

  return (
    <>
      <IconButton
        aria-label={`Account menu for ${user.username}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? 'user-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar
          src={user.avatar_url ? apiUrl(user.avatar_url) : undefined}
          alt=""
          sx={{ width: 32, height: 32, bgcolor: 'primary.main', fontSize: 16 }}
        >
          {user.username.charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {/* a note, not an item: a role="menu" may hold only menu items (WAI-ARIA; axe aria-required-children) */}
        <Typography
          component="li"
          role="none"
          variant="subtitle2"
          sx={{ px: 2, py: 1 }}
          color="text.secondary"
        >
          Signed in as <strong>{user.username}</strong>
        </Typography>
        <Divider />
        <LinkItem
          to={paths.profile.getHref(user.username)}
          icon={<PersonIcon fontSize="small" />}
          label="My Profile"
          onClick={close}
        />
        <LinkItem
          to={paths.user.uploads.getHref()}
          icon={<Inventory2Icon fontSize="small" />}
          label="My Uploads"
          onClick={close}
        />
        <LinkItem
          to={paths.user.profile.getHref()}
          icon={<SettingsIcon fontSize="small" />}
          label="Profile Settings"
          onClick={close}
        />
        {user.admin && (
          <LinkItem
            to={paths.admin.getHref()}
            icon={<AdminPanelSettingsIcon fontSize="small" />}
            label="Admin"
            onClick={close}
          />
        )}
        <Divider />
        <MenuItem onClick={handleLogout}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Logout</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
