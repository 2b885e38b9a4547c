import type { AdminUser } from '@synthhub/shared/admin/users.schemas';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { type AdminUserFilters, adminUserKeys, getAdminUsers } from '../api/get-admin-users.ts';
import { userActions } from '../api/user-actions.ts';
import { AdminGrid } from '../components/admin-grid.tsx';
import { TriStateFilter } from '../components/tri-state-filter.tsx';

const day = (iso: string) => new Date(iso).toLocaleDateString('en', { dateStyle: 'medium' });

/** The account's state in words: Deleted, Suspended or Active. */
export function accountState(user: Pick<AdminUser, 'deleted_at' | 'suspended_at'>): string {
  if (user.deleted_at) return 'Deleted';
  return user.suspended_at ? 'Suspended' : 'Active';
}

const COLUMNS: GridColDef<AdminUser>[] = [
  { field: 'username', headerName: 'Username', flex: 1, minWidth: 150 },
  { field: 'email', headerName: 'E-mail', flex: 1, minWidth: 190, sortable: false },
  {
    field: 'admin',
    headerName: 'Admin',
    width: 90,
    sortable: false,
    renderCell: ({ row }) => (row.admin ? <Chip size="small" color="primary" label="Admin" /> : null),
  },
  {
    field: 'state',
    headerName: 'Status',
    width: 120,
    sortable: false,
    valueGetter: (_v, row) => accountState(row),
    renderCell: ({ row, value }) =>
      value === 'Active' ? (
        String(value)
      ) : (
        <Chip
          size="small"
          color={value === 'Suspended' ? 'warning' : 'default'}
          label={String(value)}
          title={row.suspended_reason ?? undefined}
        />
      ),
  },
  { field: 'created_at', headerName: 'Joined', width: 130, valueFormatter: (v: string) => day(v) },
  { field: 'uploads', headerName: 'Uploads', width: 100, type: 'number' },
];

/**
 * `/admin/users` (spec §2 "Admin area" users): every account in a server-paged grid — username,
 * e-mail, admin, status, joined, uploads — searched by username or e-mail, filtered (admins,
 * suspended, deleted), sorted; a row opens the account's detail. Checked rows can be suspended
 * together (one reason, sent to each).
 */
export function AdminUsersPage() {
  useDocumentTitle('Users · Admin');
  const [filters, setFilters] = useState<AdminUserFilters>({});
  const set = (key: keyof AdminUserFilters) => (value: boolean | undefined) =>
    setFilters((f) => ({ ...f, [key]: value }));
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Users
      </Typography>
      <AdminGrid<AdminUser>
        label="Users"
        columns={COLUMNS}
        queryKey={adminUserKeys.list(filters)}
        fetchPage={(query, signal) => getAdminUsers(query, filters, signal)}
        searchLabel="Search username or e-mail"
        initialSort={{ field: 'created_at', order: 'DESC' }}
        getRowHref={(row) => `/admin/users/${row.id}`}
        filters={
          <>
            <TriStateFilter
              label="Role"
              options={['Everyone', 'Admins', 'Not admins']}
              value={filters.admin}
              onChange={set('admin')}
            />
            <TriStateFilter
              label="Suspended"
              options={['Any', 'Suspended', 'Not suspended']}
              value={filters.suspended}
              onChange={set('suspended')}
            />
            <FormControlLabel
              label="Deleted accounts only"
              control={
                <Checkbox
                  checked={filters.deleted === true}
                  onChange={(event) => set('deleted')(event.target.checked || undefined)}
                />
              }
            />
          </>
        }
        bulkActions={[
          {
            label: 'Suspend',
            reason: true,
            confirm: 'Suspend the selected accounts?',
            action: async (rows, reason) => {
              for (const row of rows) await userActions.suspend(row.id, reason ?? '');
            },
            done: (rows) => `${rows.length} account${rows.length === 1 ? '' : 's'} suspended`,
          },
        ]}
      />
    </Stack>
  );
}
