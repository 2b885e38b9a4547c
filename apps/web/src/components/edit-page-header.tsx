import VisibilityIcon from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DeleteItemButton, type DeleteItemButtonProps } from './delete-item-button.tsx';

/** Props of {@link EditPageHeader}. */
export interface EditPageHeaderProps {
  /** The page heading ("Edit Beatmap"). */
  title: string;
  published: boolean;
  /** The item's public page. */
  viewHref: string;
  /** Kind-specific buttons shown after View (e.g. "Upload new version"). */
  actions?: ReactNode;
  /** The Delete button's settings. */
  remove: DeleteItemButtonProps;
}

/**
 * The top of every edit page (beatmap, playlist, stage, avatar): heading, Published/Unpublished
 * chip, View, the kind's own actions and Delete (with confirmation). Wraps on narrow screens.
 */
export function EditPageHeader({ title, published, viewHref, actions, remove }: EditPageHeaderProps) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, flexGrow: 1, minWidth: 0 }}>
        {title}
      </Typography>
      <Chip
        label={published ? 'Published' : 'Unpublished'}
        color={published ? 'success' : 'warning'}
        variant={published ? 'outlined' : 'filled'}
      />
      <Button component={RouterLink} to={viewHref} startIcon={<VisibilityIcon />}>
        View
      </Button>
      {actions}
      <DeleteItemButton {...remove} />
    </Stack>
  );
}
