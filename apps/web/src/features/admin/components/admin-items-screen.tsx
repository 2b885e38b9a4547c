import type { AdminItemAction } from '@synthhub/shared/admin/items.schemas';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import {
  actOnAdminItems,
  type AdminItemFilters,
  type AdminItemRow,
  getAdminItems,
} from '../api/admin-items.ts';
import { adminKeys } from '../api/keys.ts';
import { type AdminItemKind } from '../items/admin-item-kinds.ts';
import { adminDate, itemStatusText } from '../items/admin-item-status.ts';
import { type AdminBulkAction, AdminGrid } from './admin-grid.tsx';

/** The grid's columns for a kind: title/name, its own columns, uploader, status, dates and counts. */
function columnsOf(kind: AdminItemKind): GridColDef<AdminItemRow>[] {
  return [
    {
      field: kind.titleField,
      headerName: kind.titleField === 'title' ? 'Title' : 'Name',
      flex: 1,
      minWidth: 180,
    },
    ...kind.columns.map(({ field, label }) => ({
      field,
      headerName: label,
      minWidth: 120,
      sortable: field === 'artist',
    })),
    {
      field: 'uploader',
      headerName: 'Uploader',
      minWidth: 120,
      sortable: false,
      valueGetter: (_v: unknown, row: AdminItemRow) => row.user.username,
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 140,
      sortable: false,
      valueGetter: (_v: unknown, row: AdminItemRow) => itemStatusText(row),
    },
    {
      field: 'published_at',
      headerName: 'Published',
      minWidth: 120,
      valueFormatter: (v: string | null) => adminDate(v, true),
    },
    { field: 'download_count', headerName: 'Downloads', type: 'number', width: 110 },
    { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  ];
}

const STATUS_OPTIONS = [
  ['', 'All'],
  ['published', 'Published'],
  ['draft', 'Drafts'],
  ['deleted', 'Deleted'],
] as const;
const FEATURED_OPTIONS = [
  ['', 'Any'],
  ['true', 'Featured'],
  ['false', 'Not featured'],
] as const;

/** The bulk actions of every item screen, with what the owner is told and what is asked first. */
function bulkActionsOf(kind: AdminItemKind): AdminBulkAction<AdminItemRow>[] {
  const run = (action: AdminItemAction) => (rows: AdminItemRow[], reason: string | undefined) =>
    actOnAdminItems(
      kind.path,
      rows.map((r) => r.id),
      action,
      reason,
    );
  const n = (rows: AdminItemRow[]) => `${rows.length} ${kind.noun}${rows.length === 1 ? '' : 's'}`;
  return [
    { label: 'Publish', action: run('publish'), done: (rows) => `Published ${n(rows)}` },
    { label: 'Unpublish', action: run('unpublish'), reason: true, done: (rows) => `Unpublished ${n(rows)}` },
    { label: 'Feature', action: run('feature'), done: (rows) => `Featured ${n(rows)}` },
    { label: 'Unfeature', action: run('unfeature'), done: (rows) => `Unfeatured ${n(rows)}` },
    {
      label: 'Delete',
      action: run('delete'),
      reason: true,
      confirm: `Delete the selected ${kind.noun}s? They can be restored for 30 days.`,
      done: (rows) => `Deleted ${n(rows)}`,
    },
    { label: 'Restore', action: run('restore'), reason: true, done: (rows) => `Restored ${n(rows)}` },
  ];
}

/**
 * The admin screen of one content kind (spec §2 "Admin area"; docs/decisions/0030) at
 * `/admin/<kind>`: every item — drafts, and deleted ones under the status filter — in a server-paged
 * grid with search, a status filter (All / Published / Drafts / Deleted), a featured filter, sortable
 * columns, and bulk Publish, Unpublish, Feature, Unfeature, Delete and Restore (a reason for those
 * the owner is told of); a row opens the item's detail view.
 */
export function AdminItemsScreen({ kind }: { kind: AdminItemKind }) {
  const [status, setStatus] = useState<string>('');
  const [featured, setFeatured] = useState<string>('');
  const filters: AdminItemFilters = {
    status: (status || undefined) as AdminItemFilters['status'],
    featured: featured === '' ? undefined : featured === 'true',
  };
  const select = (
    label: string,
    value: string,
    set: (v: string) => void,
    options: readonly (readonly [string, string])[],
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => set(event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={{ minWidth: 150 }}
    >
      {options.map(([v, text]) => (
        <MenuItem key={v} value={v}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {kind.label}
      </Typography>
      <AdminGrid<AdminItemRow>
        label={kind.label}
        columns={columnsOf(kind)}
        queryKey={adminKeys.screen(kind.path, 'list', filters)}
        fetchPage={(query, signal) => getAdminItems(kind.path, query, kind.searchFields, filters, signal)}
        searchLabel={`Search ${kind.label.toLowerCase()}`}
        filters={
          <>
            {select('Status', status, setStatus, STATUS_OPTIONS)}
            {select('Featured', featured, setFeatured, FEATURED_OPTIONS)}
          </>
        }
        bulkActions={bulkActionsOf(kind)}
        getRowHref={(row) => `/admin/${kind.path}/${row.id}`}
      />
    </>
  );
}
