import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { KIND_WORDS, rowTitle } from '../installed-rows.ts';
import { fileLine, type InstalledViewProps, RowActions, RowTitle } from './installed-row-parts.tsx';
import { StatusChip } from './status-chip.tsx';

/** The installed files of one kind as a list (narrow screens, 375 px): select, title, file, status, actions. */
export function InstalledList(props: InstalledViewProps) {
  const { kind, rows, matched, selected, busy, onToggle, onRemove, onUpdate, writeFolder } = props;
  return (
    <List aria-label={`${KIND_WORDS[kind].title} on the device`} disablePadding>
      {rows.map((row) => (
        <ListItem
          key={row.file.path}
          divider
          disableGutters
          sx={{
            alignItems: 'flex-start',
            gap: 0.5,
            bgcolor: selected.has(row.file.path) ? 'action.selected' : undefined,
          }}
        >
          <Checkbox
            checked={selected.has(row.file.path)}
            onChange={(event) => onToggle(row.file.path, event.target.checked)}
            slotProps={{ input: { 'aria-label': `Select ${rowTitle(row)}` } }}
            sx={{ mt: -0.5 }}
          />
          <Stack spacing={0.5} sx={{ minWidth: 0, flexGrow: 1 }}>
            <RowTitle kind={kind} row={row} />
            <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {fileLine(row, writeFolder)}
            </Typography>
            {matched && (
              <div>
                <StatusChip status={row.status} />
              </div>
            )}
          </Stack>
          <RowActions row={row} busy={busy.has(row.file.path)} onRemove={onRemove} onUpdate={onUpdate} />
        </ListItem>
      ))}
    </List>
  );
}
