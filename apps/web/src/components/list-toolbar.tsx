import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId, useState } from 'react';
import type { SortOption } from '../lib/list-url-state.ts';
import type { ListUrlControls } from '../lib/use-list-url-state.ts';
import { DebouncedTextField } from './debounced-text-field.tsx';

/** Props of {@link ListToolbar}. */
export interface ListToolbarProps {
  /** The page's URL state (useListUrlState). */
  list: ListUrlControls;
  /** The sort menu; with one entry (or none) no menu is shown. */
  sorts: readonly SortOption[];
  /** Label of the search field, e.g. "Search beatmaps". */
  searchLabel: string;
  searchPlaceholder?: string;
  /** The kind's filter controls; without them there is no Filters button. */
  filters?: ReactNode;
}

/**
 * The search, sort and filter bar of every browse page (spec §2 routes). The search field commits
 * to the URL once typing pauses; the sort menu at once; the filters sit in a panel that opens under
 * the bar (open from the start when the URL has filters), or in a bottom drawer below the `md`
 * breakpoint (spec §9: mobile) that opens only on request, with "Clear filters" in both.
 */
export function ListToolbar({ list, sorts, searchLabel, searchPlaceholder, filters }: ListToolbarProps) {
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'));
  // The panel starts open when the URL has filters; the drawer never opens by itself (it is modal).
  const [panelOpen, setPanelOpen] = useState(() => list.filterCount > 0);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const open = mobile ? drawerOpen : panelOpen;
  const setOpen = mobile ? setDrawerOpen : setPanelOpen;
  const panelId = useId();
  const titleId = useId();

  const clearButton = (
    <Button onClick={list.clearFilters} disabled={list.filterCount === 0}>
      Clear filters
    </Button>
  );

  return (
    <Box role="search">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <DebouncedTextField
          type="search"
          size="small"
          fullWidth
          label={searchLabel}
          placeholder={searchPlaceholder}
          value={list.term}
          onCommit={(term) => list.update({ term })}
          autoComplete="off"
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
        {(sorts.length > 1 || filters) && (
          <Stack direction="row" spacing={1.5} sx={{ flexShrink: 0 }}>
            {sorts.length > 1 && (
              <TextField
                select
                size="small"
                label="Sort by"
                value={list.sort.key}
                onChange={(event) => list.update({ sort: event.target.value })}
                sx={{ minWidth: 180, flexGrow: { xs: 1, sm: 0 } }}
              >
                {sorts.map((option) => (
                  <MenuItem key={option.key} value={option.key}>
                    {option.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {filters && (
              <Button
                variant={open && !mobile ? 'contained' : 'outlined'}
                onClick={() => setOpen((value) => !value)}
                aria-expanded={open}
                aria-controls={panelId}
                startIcon={
                  <Badge badgeContent={list.filterCount} color="secondary">
                    <TuneIcon />
                  </Badge>
                }
                sx={{ flexShrink: 0 }}
              >
                Filters
              </Button>
            )}
          </Stack>
        )}
      </Stack>

      {filters && !mobile && (
        <Collapse in={open} unmountOnExit>
          <Paper
            id={panelId}
            variant="outlined"
            component="section"
            aria-label="Filters"
            sx={{ mt: 1.5, p: 2 }}
          >
            {filters}
            <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
              {clearButton}
            </Stack>
          </Paper>
        </Collapse>
      )}
      {filters && mobile && (
        <Drawer
          anchor="bottom"
          open={open}
          onClose={() => setOpen(false)}
          slotProps={{
            paper: {
              id: panelId,
              role: 'dialog',
              'aria-modal': true,
              'aria-labelledby': titleId,
              sx: { maxHeight: '85vh' },
            },
          }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1 }}>
            <Typography id={titleId} variant="h6" component="h2">
              Filters
            </Typography>
            <IconButton aria-label="Close filters" onClick={() => setOpen(false)}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <Box sx={{ px: 2, pt: 1, pb: 1, overflowY: 'auto' }}>{filters}</Box>
          <Stack
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'space-between', p: 2, borderTop: 1, borderColor: 'divider' }}
          >
            {clearButton}
            <Button variant="contained" onClick={() => setOpen(false)}>
              Show results
            </Button>
          </Stack>
        </Drawer>
      )}
    </Box>
  );
}
