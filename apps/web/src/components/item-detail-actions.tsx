import EditIcon from '@mui/icons-material/Edit';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A wrapping row of an item page's buttons (Download, device controls, Edit). */
export function ItemActionRow({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {children}
    </Stack>
  );
}

/**
 * The outlined "Edit" link button to an item's edit page. The caller decides whether the viewer
 * may edit (`canEdit`); `size` defaults to MUI's medium.
 */
export function EditItemButton({ to, size }: { to: string; size?: 'medium' | 'large' }) {
  return (
    <Button component={RouterLink} to={to} variant="outlined" size={size} startIcon={<EditIcon />}>
      Edit
    </Button>
  );
}

/** "Watch on YouTube" opening the item's video in a new tab; renders nothing without a URL. */
export function YouTubeLink({ url }: { url: string | null | undefined }) {
  if (!url) return null;
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
    >
      <YouTubeIcon fontSize="small" /> Watch on YouTube
    </Link>
  );
}
