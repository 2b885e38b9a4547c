import FaceIcon from '@mui/icons-material/Face';
import LandscapeIcon from '@mui/icons-material/Landscape';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import QueueMusicIcon from '@mui/icons-material/QueueMusic';
import UploadIcon from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths.ts';

// Each dialog (and the form code it needs) loads only when someone opens it.
const dialogs = {
  beatmap: lazy(() =>
    import('../../features/beatmaps/components/upload-beatmap-dialog.tsx').then((m) => ({
      default: m.UploadBeatmapDialog,
    })),
  ),
  playlist: lazy(() =>
    import('../../features/playlists/components/upload-playlist-dialog.tsx').then((m) => ({
      default: m.UploadPlaylistDialog,
    })),
  ),
  stage: lazy(() =>
    import('../../features/stages/components/upload-stage-dialog.tsx').then((m) => ({
      default: m.UploadStageDialog,
    })),
  ),
};
type DialogKind = keyof typeof dialogs;

const items: { kind: DialogKind; label: string; icon: React.ReactNode }[] = [
  { kind: 'beatmap', label: 'Beatmap', icon: <LibraryMusicIcon fontSize="small" /> },
  { kind: 'playlist', label: 'Playlist', icon: <QueueMusicIcon fontSize="small" /> },
  { kind: 'stage', label: 'Stage', icon: <LandscapeIcon fontSize="small" /> },
];

/**
 * The signed-in Upload menu of the app bar (spec §2): Beatmap, Playlist and Stage each open their
 * upload dialog; Avatar goes to /user/models/avatars/upload. `compact` shows an icon button (phones).
 */
export function UploadMenu({ compact }: { compact: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<DialogKind | null>(null);
  const [mounted, setMounted] = useState<Set<DialogKind>>(() => new Set());

  const openDialog = (kind: DialogKind) => {
    setAnchor(null);
    setMounted((m) => new Set(m).add(kind));
    setOpen(kind);
  };

  const trigger = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': anchor ? true : undefined,
    'aria-controls': anchor ? 'upload-menu' : undefined,
    onClick: (event: React.MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };

  return (
    <>
      {compact ? (
        <IconButton color="inherit" aria-label="Upload" {...trigger}>
          <UploadIcon />
        </IconButton>
      ) : (
        <Button color="inherit" startIcon={<UploadIcon />} {...trigger}>
          Upload
        </Button>
      )}
      <Menu id="upload-menu" anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {items.map((item) => (
          <MenuItem key={item.kind} onClick={() => openDialog(item.kind)}>
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText>{item.label}</ListItemText>
          </MenuItem>
        ))}
        <MenuItem
          component={RouterLink}
          to={paths.user.uploadAvatar.getHref()}
          onClick={() => setAnchor(null)}
        >
          <ListItemIcon>
            <FaceIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Avatar</ListItemText>
        </MenuItem>
      </Menu>
      {[...mounted].map((kind) => {
        const Dialog = dialogs[kind];
        return (
          <Suspense key={kind} fallback={null}>
            <Dialog open={open === kind} onClose={() => setOpen(null)} />
          </Suspense>
        );
      })}
    </>
  );
}
