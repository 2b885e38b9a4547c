import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PlatformFilter } from '../../../components/content-kind/platform-filter.tsx';
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
      <PlatformFilter
        list={list}
        value={readPlatform(list.filters.platform)}
        options={STAGE_PLATFORM_FILTERS}
      />
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
