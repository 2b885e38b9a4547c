import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ListUrlControls } from '../../../lib/use-list-url-state.ts';
import { readPlatform, STAGE_PLATFORM_FILTERS } from '../stage-browse.ts';

/**
 * The stage filters (the `/models/stages` URL keys of STAGE_LIST_SPEC): a Platform select (Any, PC,
 * Quest) and, when a tag was clicked, the tag as a button that drops it. Both change
 * the URL at once (page 1).
 */
export function StageFilters({ list }: { list: ListUrlControls }) {
  const tag = list.filters.tag;
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label="Platform"
        value={readPlatform(list.filters.platform) ?? 'any'}
        onChange={(event) =>
          list.update({ filters: { platform: event.target.value === 'any' ? '' : event.target.value } })
        }
        sx={{ minWidth: 150 }}
      >
        <MenuItem value="any">Any platform</MenuItem>
        {STAGE_PLATFORM_FILTERS.map((p) => (
          <MenuItem key={p.value} value={p.value}>
            {p.label}
          </MenuItem>
        ))}
      </TextField>
      {tag && (
        <Button
          variant="outlined"
          endIcon={<CloseIcon />}
          onClick={() => list.update({ filters: { tag: '' } })}
          aria-label={`Tag: ${tag}, remove this filter`}
          sx={{ textTransform: 'none' }}
        >
          Tag: {tag}
        </Button>
      )}
    </Stack>
  );
}
