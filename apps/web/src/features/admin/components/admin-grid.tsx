import type { Paginated } from '@synthhub/shared/api/pagination';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { DebouncedTextField } from '../../../components/debounced-text-field.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { errorLines } from '../../../lib/api-error.ts';
import { adminKeys } from '../api/keys.ts';
import type { AdminGridQuery } from '../lib/crud-query.ts';
import { AdminActionDialog } from './admin-action-dialog.tsx';

/** Rows per page an admin grid offers; the first is the default. */
export const ADMIN_PAGE_SIZES = [25, 50, 100] as const;

/**
 * An action on the checked rows (spec §2 "Admin area": bulk actions): its button `label`; `action`
 * runs it with the rows and, when `reason` is set, the reason the admin typed (sent to the owners).
 * `confirm` asks "`confirm`" first (e.g. "Delete the selected beatmaps?"). A thrown error is shown.
 * `done` is the snackbar text on success (default "`label`: done").
 */
export interface AdminBulkAction<Row> {
  label: string;
  action: (rows: Row[], reason: string | undefined) => Promise<unknown>;
  confirm?: string;
  reason?: boolean;
  done?: (rows: Row[]) => string;
}

/** Props of {@link AdminGrid}. */
export interface AdminGridProps<Row extends GridValidRowModel & { id: number | string }> {
  /** The grid's accessible name, e.g. "Beatmaps". */
  label: string;
  columns: GridColDef<Row>[];
  /** The TanStack Query key prefix; the grid appends its query. Invalidated after a bulk action. */
  queryKey: readonly unknown[];
  /** Fetches one page for the grid's state. */
  fetchPage: (query: AdminGridQuery, signal: AbortSignal) => Promise<Paginated<Row>>;
  bulkActions?: AdminBulkAction<Row>[];
  /** Controls above the grid (a screen's filters); changing them should change `queryKey`. */
  filters?: ReactNode;
  /** The search box's label; no search box when omitted. */
  searchLabel?: string;
  /** Where a row leads (click or Enter): the detail view. */
  getRowHref?: (row: Row) => string;
  /** The sort the grid starts with. */
  initialSort?: AdminGridQuery['sort'];
  /** What an empty grid says; "Nothing here matches" by default. */
  emptyLabel?: string;
}

const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * The admin area's data grid (spec §2 "Admin area": server-side paging, sorting and filtering,
 * bulk actions, a detail view per row), on MUI X DataGrid in server mode: the page, page size,
 * sorted column and search term become one {@link AdminGridQuery} for `fetchPage`; checked rows get
 * the bulk action buttons (with a confirmation and, for moderation, a reason); a row opens
 * `getRowHref(row)` on click or Enter. Shows loading, empty ("Nothing here matches") and retry states.
 */
export function AdminGrid<Row extends GridValidRowModel & { id: number | string }>(
  props: AdminGridProps<Row>,
) {
  const { label, columns, queryKey, fetchPage, bulkActions = [], filters, searchLabel, getRowHref } = props;
  const navigate = useNavigate();
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: ADMIN_PAGE_SIZES[0] });
  const [sort, setSort] = useState<AdminGridQuery['sort']>(props.initialSort);
  const [search, setSearch] = useState('');
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);
  const query: AdminGridQuery = { page: paging.page + 1, limit: paging.pageSize, sort, search };
  const page = useQuery({
    queryKey: adminKeys.gridPage(queryKey, query),
    queryFn: ({ signal }) => fetchPage(query, signal),
    placeholderData: keepPreviousData,
  });
  const rows = page.data?.data ?? [];
  const selected = rows.filter((row) => selection.ids.has(row.id));
  const onSortModelChange = (model: GridSortModel) => {
    const first = model[0];
    setSort(first?.sort ? { field: first.field, order: first.sort === 'asc' ? 'ASC' : 'DESC' } : undefined);
    setPaging((p) => ({ ...p, page: 0 }));
  };
  return (
    <Stack spacing={2}>
      {searchLabel || filters ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          {searchLabel ? (
            <DebouncedTextField
              label={searchLabel}
              type="search"
              size="small"
              value={search}
              onCommit={(term) => {
                setSearch(term);
                setPaging((p) => ({ ...p, page: 0 }));
              }}
              sx={{ minWidth: { sm: 280 } }}
            />
          ) : null}
          {filters}
        </Stack>
      ) : null}
      {bulkActions.length > 0 ? (
        <BulkBar
          actions={bulkActions}
          selected={selected}
          queryKey={queryKey}
          onDone={() => setSelection(EMPTY_SELECTION)}
        />
      ) : null}
      {page.isError ? (
        <RetryAlert
          title={`${label} could not be loaded`}
          error={page.error}
          onRetry={() => void page.refetch()}
        />
      ) : null}
      <Box sx={{ width: '100%', minWidth: 0 }}>
        <DataGrid<Row>
          aria-label={label}
          rows={rows}
          columns={columns}
          rowCount={page.data?.total ?? 0}
          loading={page.isFetching}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          paginationModel={paging}
          onPaginationModelChange={setPaging}
          pageSizeOptions={[...ADMIN_PAGE_SIZES]}
          sortModel={sort ? [{ field: sort.field, sort: sort.order === 'ASC' ? 'asc' : 'desc' }] : []}
          onSortModelChange={onSortModelChange}
          checkboxSelection={bulkActions.length > 0}
          disableRowSelectionOnClick
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          onRowClick={getRowHref ? (params) => void navigate(getRowHref(params.row)) : undefined}
          onCellKeyDown={(params, event) => {
            if (getRowHref && event.key === 'Enter' && params.field !== '__check__') {
              void navigate(getRowHref(params.row));
            }
          }}
          localeText={{ noRowsLabel: props.emptyLabel ?? 'Nothing here matches' }}
          disableVirtualization={import.meta.env.MODE === 'test'}
          sx={{
            // Header, rows (at least 3, for the empty and loading states) and footer; past 11 rows it scrolls.
            height: 112 + Math.min(Math.max(rows.length, 3), 11) * 52,
            ...(getRowHref ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : {}),
          }}
        />
      </Box>
    </Stack>
  );
}

/** The bulk action buttons for the checked rows, with their confirmation and reason dialog. */
function BulkBar<Row extends { id: number | string }>({
  actions,
  selected,
  queryKey,
  onDone,
}: {
  actions: AdminBulkAction<Row>[];
  selected: Row[];
  queryKey: readonly unknown[];
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [pending, setPending] = useState<AdminBulkAction<Row> | null>(null);
  const run = useMutation({
    mutationFn: ({ action, reason }: { action: AdminBulkAction<Row>; reason: string | undefined }) =>
      action.action(selected, reason),
    onSuccess: (_result, { action }) => {
      enqueueSnackbar(action.done ? action.done(selected) : `${action.label}: done`, { variant: 'success' });
      setPending(null);
      onDone();
    },
    onError: (error, { action }) => {
      enqueueSnackbar(`${action.label} failed: ${errorLines(error)[0] ?? 'unknown error'}`, {
        variant: 'error',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
  const start = (action: AdminBulkAction<Row>) => {
    if (action.confirm || action.reason) setPending(action);
    else run.mutate({ action, reason: undefined });
  };
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', minHeight: 36 }}
      role="toolbar"
      aria-label="Actions on the selected rows"
    >
      <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }} aria-live="polite">
        {selected.length === 0 ? 'Select rows to act on them' : `${selected.length} selected`}
      </Typography>
      {actions.map((action) => (
        <Button
          key={action.label}
          size="small"
          variant="outlined"
          disabled={selected.length === 0 || run.isPending}
          onClick={() => start(action)}
        >
          {action.label}
        </Button>
      ))}
      {pending ? (
        <AdminActionDialog
          title={pending.confirm ?? `${pending.label}: ${selected.length} selected`}
          reason={pending.reason}
          confirmLabel={pending.label}
          busy={run.isPending}
          onConfirm={(reason) => run.mutate({ action: pending, reason })}
          onClose={() => setPending(null)}
        />
      ) : null}
    </Stack>
  );
}
