import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatSize } from '@synthhub/shared/format/size';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { KIND_WORDS, rowTitle } from '../installed-rows.ts';
import { type InstalledViewProps, otherFolder, RowActions, RowTitle } from './installed-row-parts.tsx';
import { StatusChip } from './status-chip.tsx';

/** The installed files of one kind as a table (wide screens): select, item, file, size, status, actions. */
export function InstalledTable(props: InstalledViewProps) {
  const { kind, rows, matched, selected, busy, onToggle, onRemove, onUpdate, writeFolder } = props;
  return (
    <Table size="small" aria-label={`${KIND_WORDS[kind].title} on the device`} sx={{ tableLayout: 'fixed' }}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">
            <VisuallyHidden>Select</VisuallyHidden>
          </TableCell>
          <TableCell sx={{ width: '38%' }}>Item</TableCell>
          <TableCell>File</TableCell>
          <TableCell align="right" sx={{ width: 104 }}>
            Size
          </TableCell>
          <TableCell sx={{ width: 170 }}>Status</TableCell>
          <TableCell align="right" sx={{ width: 112 }}>
            <VisuallyHidden>Actions</VisuallyHidden>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.file.path} hover selected={selected.has(row.file.path)}>
            <TableCell padding="checkbox">
              <Checkbox
                checked={selected.has(row.file.path)}
                onChange={(event) => onToggle(row.file.path, event.target.checked)}
                slotProps={{ input: { 'aria-label': `Select ${rowTitle(row)}` } }}
              />
            </TableCell>
            <TableCell>
              <RowTitle kind={kind} row={row} />
            </TableCell>
            <TableCell>
              <Typography variant="body2" noWrap title={row.file.path}>
                {row.file.name}
              </Typography>
              {otherFolder(row, writeFolder) && (
                <Typography variant="caption" color="text.secondary" noWrap component="p">
                  in {otherFolder(row, writeFolder)}
                </Typography>
              )}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatSize(row.file.size)}
            </TableCell>
            <TableCell>{matched ? <StatusChip status={row.status} /> : '…'}</TableCell>
            <TableCell align="right">
              <RowActions row={row} busy={busy.has(row.file.path)} onRemove={onRemove} onUpdate={onUpdate} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
