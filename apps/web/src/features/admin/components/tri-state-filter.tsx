import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** Props of {@link TriStateFilter}: its label, the three choices' words, and the value. */
export interface TriStateFilterProps {
  label: string;
  /** The words for "any", true and false, e.g. ['Everyone', 'Admins', 'Not admins']. */
  options: readonly [string, string, string];
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
}

/** A small select for a yes/no filter that can also be off (an admin grid's filters). */
export function TriStateFilter({ label, options, value, onChange }: TriStateFilterProps) {
  const current = value === undefined ? '' : String(value);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={current}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value === 'true')}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={{ minWidth: 150 }}
    >
      <MenuItem value="">{options[0]}</MenuItem>
      <MenuItem value="true">{options[1]}</MenuItem>
      <MenuItem value="false">{options[2]}</MenuItem>
    </TextField>
  );
}
