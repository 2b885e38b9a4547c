import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import SearchIcon from '@mui/icons-material/Search';
import SystemUpdateAltIcon from '@mui/icons-material/SystemUpdateAlt';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ContentKind } from '@synthhub/shared/device/layout';
import { countOf, type InstalledRow, KIND_WORDS } from '../installed-rows.ts';

/** Props of {@link InstalledToolbar}. */
export interface InstalledToolbarProps {
  kind: ContentKind;
  /** Files of this kind on the device. */
  total: number;
  /** The rows the filter leaves. */
  shown: readonly InstalledRow[];
  selectedCount: number;
  /** Beatmaps with an update available. */
  updateCount: number;
  /** Files no site item matches (0 while the lookup runs). */
  unknownCount: number;
  filter: string;
  onFilter: (value: string) => void;
  allSelected: boolean;
  onSelectAll: (on: boolean) => void;
  onRemoveSelected: () => void;
  onUpdateAll: () => void;
  /** An update of some row is running ("Update all" waits). */
  updating: boolean;
}

/**
 * The bar above one kind's installed files: the counts ("12 beatmaps · 2 updates available · 1
 * unknown file"), a filter box, "Select all" for the rows shown, "Remove selected (n)" and, when
 * beatmaps have updates, "Update all (n)".
 */
export function InstalledToolbar(props: InstalledToolbarProps) {
  const { kind, total, shown, selectedCount, updateCount, unknownCount, filter, onFilter, allSelected } =
    props;
  const parts = [countOf(kind, total)];
  if (updateCount > 0) parts.push(`${updateCount} ${updateCount === 1 ? 'update' : 'updates'} available`);
  if (unknownCount > 0) parts.push(`${unknownCount} unknown ${unknownCount === 1 ? 'file' : 'files'}`);

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }} role="status">
          {parts.join(' · ')}
        </Typography>
        <TextField
          type="search"
          size="small"
          label={`Filter ${KIND_WORDS[kind].many}`}
          value={filter}
          onChange={(event) => onFilter(event.target.value)}
          autoComplete="off"
          sx={{ minWidth: { sm: 260 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          label="Select all"
          control={
            <Checkbox
              checked={allSelected}
              indeterminate={!allSelected && selectedCount > 0}
              disabled={shown.length === 0}
              onChange={(event) => props.onSelectAll(event.target.checked)}
            />
          }
          sx={{ mr: 1 }}
        />
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          disabled={selectedCount === 0}
          onClick={props.onRemoveSelected}
        >
          Remove selected ({selectedCount})
        </Button>
        {updateCount > 0 && (
          <Button
            variant="contained"
            color="warning"
            startIcon={<SystemUpdateAltIcon />}
            disabled={props.updating}
            onClick={props.onUpdateAll}
          >
            Update all ({updateCount})
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
