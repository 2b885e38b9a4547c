import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { compactAge } from '@synthhub/shared/format/age';
import { Link as RouterLink } from 'react-router';
import { CoverImage } from './cover-image.tsx';

/** One row of My Uploads: any content item with its status and links. */
export interface UploadRow {
  id: number;
  title: string;
  subtitle?: string;
  cover: { cover_url: string; cover_version: number };
  published: boolean;
  /** ISO date of the last change. */
  updatedAt: string;
  viewHref: string;
  editHref: string;
}

/**
 * The rows of My Uploads (spec §2 /user/uploads): cover, title, Published/Draft, age of the last change,
 * and View / Edit links — drafts and unpublished items included. One layout for every kind.
 */
export function UploadsList({ rows, label }: { rows: UploadRow[]; label: string }) {
  return (
    <List aria-label={label} disablePadding>
      {rows.map((row) => (
        <ListItem key={row.id} divider sx={{ gap: 2, px: 0, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
          <Box sx={{ width: 56, flexShrink: 0, borderRadius: 1, overflow: 'hidden' }}>
            <CoverImage item={row.cover} size={150} />
          </Box>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography noWrap sx={{ fontWeight: 600 }}>
              {row.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {row.subtitle ? `${row.subtitle} · ` : ''}changed {compactAge(row.updatedAt)} ago
            </Typography>
          </Box>
          <Chip
            size="small"
            label={row.published ? 'Published' : 'Draft'}
            color={row.published ? 'success' : 'warning'}
            variant={row.published ? 'outlined' : 'filled'}
          />
          <Stack direction="row" spacing={1}>
            <Button size="small" component={RouterLink} to={row.viewHref} startIcon={<VisibilityIcon />}>
              View
            </Button>
            <Button
              size="small"
              variant="outlined"
              component={RouterLink}
              to={row.editHref}
              startIcon={<EditIcon />}
              aria-label={`Edit ${row.title}`}
            >
              Edit
            </Button>
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}

/** Placeholder rows while My Uploads loads. */
export function UploadsListSkeleton() {
  return (
    <Stack spacing={1} aria-label="Loading uploads">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} variant="rectangular" height={64} />
      ))}
    </Stack>
  );
}
