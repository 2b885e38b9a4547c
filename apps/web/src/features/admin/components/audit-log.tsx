import {
  AUDIT_TARGET_KINDS,
  type AuditEntry,
  type AuditTargetKind,
} from '@synthhub/shared/admin/audit.schemas';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DebouncedTextField } from '../../../components/debounced-text-field.tsx';
import { type AuditFilters, auditKey, getAudit } from '../api/get-audit.ts';
import { auditTargetHref, describeChange } from '../lib/audit-text.ts';
import { AdminGrid } from './admin-grid.tsx';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short', hour12: false });

const COLUMNS: GridColDef<AuditEntry>[] = [
  {
    field: 'created_at',
    headerName: 'When',
    width: 170,
    sortable: false,
    valueFormatter: (v: string) => when(v),
  },
  {
    field: 'actor',
    headerName: 'Admin',
    width: 130,
    sortable: false,
    valueGetter: (_v, row) => row.actor?.username ?? '(deleted account)',
  },
  { field: 'action', headerName: 'Action', width: 160, sortable: false },
  {
    field: 'target',
    headerName: 'Target',
    flex: 1,
    minWidth: 180,
    sortable: false,
    valueGetter: (_v, row) => `${row.target_kind} ${row.target_label ?? row.target_id}`,
    renderCell: ({ row, value }) => {
      const href = auditTargetHref(row);
      return href ? (
        <Link component={RouterLink} to={href} onClick={(e) => e.stopPropagation()}>
          {String(value)}
        </Link>
      ) : (
        String(value)
      );
    },
  },
  {
    field: 'change',
    headerName: 'Change',
    flex: 1,
    minWidth: 200,
    sortable: false,
    valueGetter: (_v, row) => describeChange(row.before, row.after),
  },
  { field: 'reason', headerName: 'Reason', flex: 1, minWidth: 160, sortable: false },
];

/**
 * The audit log at /admin (spec §2 "Admin area"; docs/decisions/0030): every admin action, newest
 * first, with who did it, the target (linked to its admin screen), what changed and the reason;
 * filtered by the kind of target and the admin's username. With `fixed`, shows one target's history
 * only (a detail view's "History"), without the filters.
 */
export function AuditLog({ fixed }: { fixed?: Pick<AuditFilters, 'targetKind' | 'targetId'> }) {
  const [kind, setKind] = useState<AuditTargetKind | ''>('');
  const [actor, setActor] = useState('');
  const filters: AuditFilters = fixed ?? { targetKind: kind || undefined, actor: actor || undefined };
  return (
    <AdminGrid<AuditEntry>
      label={fixed ? 'History' : 'Audit log'}
      emptyLabel={fixed ? 'No admin actions yet' : 'No admin actions match'}
      columns={COLUMNS}
      queryKey={auditKey(filters)}
      fetchPage={(query, signal) => getAudit(query, filters, signal)}
      filters={
        fixed ? undefined : (
          <>
            <TextField
              select
              size="small"
              label="Target"
              value={kind}
              onChange={(event) => setKind(event.target.value as AuditTargetKind | '')}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="">Everything</MenuItem>
              {AUDIT_TARGET_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {k[0]!.toUpperCase() + k.slice(1)}
                </MenuItem>
              ))}
            </TextField>
            <DebouncedTextField size="small" label="Admin (username)" value={actor} onCommit={setActor} />
          </>
        )
      }
    />
  );
}
