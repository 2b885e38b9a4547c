import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ListUrlControls } from '../../lib/use-list-url-state.ts';

/** Props of {@link PlatformFilter}. */
export interface PlatformFilterProps {
  /** The page's URL state; the select writes its `platform` filter. */
  list: ListUrlControls;
  /** The chosen platform read from the URL (the kind's reader), undefined for any platform. */
  value: string | undefined;
  /** The platforms to offer, in order ("pc" → "PC"). */
  options: readonly { value: string; label: string }[];
}

/**
 * The Platform select of a kind's filter panel (`/models/stages`, `/mods`; spec §2): "Any platform"
 * and the kind's platforms, writing the `platform` URL parameter at once (empty for any).
 */
export function PlatformFilter({ list, value, options }: PlatformFilterProps) {
  return (
    <TextField
      select
      size="small"
      label="Platform"
      value={value ?? 'any'}
      onChange={(event) =>
        list.update({ filters: { platform: event.target.value === 'any' ? '' : event.target.value } })
      }
      sx={{ minWidth: 150 }}
    >
      <MenuItem value="any">Any platform</MenuItem>
      {options.map((p) => (
        <MenuItem key={p.value} value={p.value}>
          {p.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
