import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { InstalledStatus } from '../installed-rows.ts';

const LOOK: Record<
  InstalledStatus,
  { label: string; color: 'success' | 'warning' | 'default'; hint: string }
> = {
  current: { label: 'Installed', color: 'success', hint: 'Matches an item on Synthhub' },
  update: {
    label: 'Update available',
    color: 'warning',
    hint: 'Synthhub has a newer version of this beatmap',
  },
  unknown: { label: 'Unknown file', color: 'default', hint: 'No Synthhub item matches this file' },
};

/** Where an installed file stands (device-notes §5.2): Installed, Update available or Unknown file. */
export function StatusChip({ status }: { status: InstalledStatus }) {
  const look = LOOK[status];
  return (
    <Tooltip title={look.hint}>
      <Chip size="small" variant="outlined" color={look.color} label={look.label} />
    </Tooltip>
  );
}
