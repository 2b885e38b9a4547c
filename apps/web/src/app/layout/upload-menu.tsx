import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import UploadIcon from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { lazy, Suspense, useState } from 'react';

// The dialog (and the form code it needs) loads only when someone opens it.
const UploadBeatmapDialog = lazy(() =>
  import('../../features/beatmaps/components/upload-beatmap-dialog.tsx').then((m) => ({
    default: m.UploadBeatmapDialog,
  })),
);

/**
 * The signed-in Upload menu of the app bar (spec §2): Beatmap opens the upload dialog. Playlist,
 * Stage and Avatar join in later issues. `compact` shows an icon button (phones).
 */
export function UploadMenu({ compact }: { compact: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'beatmap' | null>(null);
  const [mounted, setMounted] = useState(false);

  const openDialog = () => {
    setAnchor(null);
    setMounted(true);
    setDialog('beatmap');
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
        <MenuItem onClick={openDialog}>
          <ListItemIcon>
            <LibraryMusicIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Beatmap</ListItemText>
        </MenuItem>
      </Menu>
      {mounted && (
        <Suspense fallback={null}>
          <UploadBeatmapDialog open={dialog === 'beatmap'} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </>
  );
}
