import type { AdminItemAction } from '@synthhub/shared/admin/items.schemas';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CoverImage } from '../../../components/cover-image.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { errorLines } from '../../../lib/api-error.ts';
import { actOnAdminItems, type AdminItemRow, getAdminItem } from '../api/admin-items.ts';
import { adminKeys } from '../api/keys.ts';
import type { AdminItemKind } from '../items/admin-item-kinds.ts';
import { adminDate, itemStatusText } from '../items/admin-item-status.ts';
import { AdminActionDialog } from './admin-action-dialog.tsx';
import { AdminItemEditForm } from './admin-item-edit-form.tsx';
import { AuditLog } from './audit-log.tsx';

/** The actions an item's state allows, with whether each asks for a reason (the owner is told). */
function actionsFor(row: AdminItemRow): { action: AdminItemAction; label: string; reason: boolean }[] {
  if (row.deleted_at) return [{ action: 'restore', label: 'Restore', reason: true }];
  return [
    row.published
      ? { action: 'unpublish', label: 'Unpublish', reason: true }
      : { action: 'publish', label: 'Publish', reason: false },
    row.featured_at
      ? { action: 'unfeature', label: 'Unfeature', reason: false }
      : { action: 'feature', label: 'Feature', reason: false },
    { action: 'delete', label: 'Delete', reason: true },
  ];
}

/** The moderation buttons of one item, each applied at once or after its reason dialog. */
function ItemActions({ kind, row }: { kind: AdminItemKind; row: AdminItemRow }) {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [asking, setAsking] = useState<ReturnType<typeof actionsFor>[number] | null>(null);
  const run = useMutation({
    mutationFn: ({ action, reason }: { action: AdminItemAction; reason?: string | undefined }) =>
      actOnAdminItems(kind.path, [row.id], action, reason),
    onSuccess: () => setAsking(null),
    onError: (error) => enqueueSnackbar(errorLines(error)[0] ?? 'The action failed', { variant: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {actionsFor(row).map((a) => (
        <Button
          key={a.action}
          variant={a.action === 'delete' ? 'outlined' : 'contained'}
          color={a.action === 'delete' ? 'error' : 'primary'}
          disabled={run.isPending}
          onClick={() => (a.reason ? setAsking(a) : run.mutate({ action: a.action }))}
        >
          {a.label}
        </Button>
      ))}
      {asking ? (
        <AdminActionDialog
          title={`${asking.label} this ${kind.noun}?`}
          text={asking.action === 'delete' ? 'It can be restored for 30 days.' : undefined}
          reason
          confirmLabel={asking.label}
          busy={run.isPending}
          onConfirm={(reason) => run.mutate({ action: asking.action, reason })}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </Stack>
  );
}

/**
 * The detail view of one item on its admin screen (`/admin/<kind>/:id`; spec §2 "Admin area"):
 * cover, title and state, uploader, dates and counts, a link to its public page, the moderation
 * actions its state allows, the metadata form (not for a deleted item: restore it first), and the
 * item's history from the audit log.
 */
export function AdminItemDetail({ kind, id }: { kind: AdminItemKind; id: number }) {
  const item = useQuery({
    queryKey: adminKeys.screen(kind.path, 'detail', id),
    queryFn: ({ signal }) => getAdminItem(kind.path, id, signal),
  });
  if (item.isError) return <QueryError error={item.error} onRetry={() => void item.refetch()} />;
  if (!item.data) return <Typography role="status">Loading…</Typography>;
  const row = item.data;
  const title = String(row[kind.titleField] ?? `${kind.noun} ${row.id}`);
  return (
    <Stack spacing={3}>
      <Link component={RouterLink} to={`/admin/${kind.path}`} sx={{ alignSelf: 'flex-start' }}>
        ← All {kind.label.toLowerCase()}
      </Link>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {row.cover_url ? (
          <Stack sx={{ width: 150, flexShrink: 0 }}>
            <CoverImage
              item={{ cover_url: row.cover_url, cover_version: Number(row.cover_version ?? 1) }}
              size={150}
            />
          </Stack>
        ) : null}
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Chip label={itemStatusText(row)} color={row.deleted_at ? 'error' : 'default'} size="small" />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            By {row.user.username} · published {adminDate(row.published_at)} · {row.download_count} downloads
            · rating {row.rating}
            {row.deleted_at ? ` · deleted ${adminDate(row.deleted_at)}` : ''}
          </Typography>
          {row.deleted_at ? null : (
            <Link component={RouterLink} to={kind.publicHref(row.id)}>
              Open the public page
            </Link>
          )}
          <ItemActions kind={kind} row={row} />
        </Stack>
      </Stack>
      {row.deleted_at ? (
        <Typography color="text.secondary">Restore this {kind.noun} to edit it.</Typography>
      ) : (
        <AdminItemEditForm key={row.updated_at as string} kind={kind} item={row} />
      )}
      <Stack spacing={1}>
        <Typography variant="h5" component="h2">
          History
        </Typography>
        <AuditLog fixed={{ targetKind: kind.auditKind, targetId: String(row.id) }} />
      </Stack>
    </Stack>
  );
}
