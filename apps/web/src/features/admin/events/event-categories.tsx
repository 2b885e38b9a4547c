import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { AdminEventDetail } from '@synthhub/shared/events/events.admin.schemas';
import type { EventCategory } from '@synthhub/shared/events/events.schemas';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { errorLines } from '../../../lib/api-error.ts';
import { AdminActionDialog } from '../components/admin-action-dialog.tsx';
import type { useEventActions } from './api/event-actions.ts';
import { CandidateList } from './candidate-list.tsx';
import { CandidateSearch } from './candidate-search.tsx';

type Actions = ReturnType<typeof useEventActions>;

/** Props of {@link EventCategories}. */
export interface EventCategoriesProps {
  event: AdminEventDetail;
  actions: Actions;
}

/**
 * The categories editor of `/admin/events/{id}`: each category with its name (rename on Save),
 * Move up / Move down, Remove (confirmed: its votes go too), its candidates with their live tally
 * and a beatmap search to add one; "Add category" at the end. Failures show as snackbars.
 */
export function EventCategories({ event, actions }: EventCategoriesProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [name, setName] = useState('');
  const attempt = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      enqueueSnackbar(done, { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(errorLines(error).join(' '), { variant: 'error' });
      return false;
    }
  };
  const ids = event.categories.map((c) => c.id);
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    void attempt(() => actions.reorder(next), 'Categories reordered');
  };
  return (
    <Stack spacing={2}>
      {event.categories.length === 0 ? (
        <Typography color="text.secondary">No categories yet: add the first below.</Typography>
      ) : null}
      {event.categories.map((category, index) => (
        <CategoryCard
          key={category.id}
          category={category}
          first={index === 0}
          last={index === event.categories.length - 1}
          actions={actions}
          attempt={attempt}
          onMove={(by) => move(index, by)}
        />
      ))}
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        onSubmit={async (e) => {
          e.preventDefault();
          if (name.trim() && (await attempt(() => actions.addCategory(name.trim()), 'Category added')))
            setName('');
        }}
      >
        <TextField
          size="small"
          label="New category name"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" variant="outlined" disabled={!name.trim() || actions.pending}>
          Add category
        </Button>
      </Stack>
    </Stack>
  );
}

/** One category: name, order buttons, remove, candidates with tallies, the beatmap search. */
function CategoryCard({
  category,
  first,
  last,
  actions,
  attempt,
  onMove,
}: {
  category: EventCategory;
  first: boolean;
  last: boolean;
  actions: Actions;
  attempt: (run: () => Promise<unknown>, done: string) => Promise<boolean>;
  onMove: (by: -1 | 1) => void;
}) {
  const [name, setName] = useState(category.name);
  const [removing, setRemoving] = useState(false);
  const changed = name.trim() !== category.name && name.trim().length > 0;
  return (
    <Paper variant="outlined" component="section" aria-label={category.name} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <TextField
            size="small"
            label="Category name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            sx={{ flex: { xs: '1 1 100%', sm: '1 1 220px' } }}
          />
          {changed ? (
            <Button
              size="small"
              variant="outlined"
              disabled={actions.pending}
              onClick={() =>
                void attempt(() => actions.renameCategory(category.id, name.trim()), 'Category renamed')
              }
            >
              Save name
            </Button>
          ) : null}
          <Tooltip title="Move up">
            <span>
              <IconButton
                aria-label={`Move ${category.name} up`}
                disabled={first || actions.pending}
                onClick={() => onMove(-1)}
              >
                <ArrowUpwardIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Move down">
            <span>
              <IconButton
                aria-label={`Move ${category.name} down`}
                disabled={last || actions.pending}
                onClick={() => onMove(1)}
              >
                <ArrowDownwardIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Remove category">
            <IconButton
              aria-label={`Remove ${category.name}`}
              onClick={() => setRemoving(true)}
              disabled={actions.pending}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        </Stack>
        <CandidateList
          category={category}
          disabled={actions.pending}
          onRemove={(b) =>
            void attempt(
              () => actions.removeCandidate(category.id, b.id),
              `${b.title} is no longer a candidate`,
            )
          }
        />
        <CandidateSearch
          exclude={category.beatmaps.map((b) => b.id)}
          disabled={actions.pending}
          onPick={(b) => void attempt(() => actions.addCandidate(category.id, b.id), `${b.title} added`)}
        />
      </Stack>
      {removing ? (
        <AdminActionDialog
          title={`Remove "${category.name}"?`}
          text="Its candidates and every vote in it are deleted."
          confirmLabel="Remove"
          busy={actions.pending}
          onConfirm={async () => {
            if (await attempt(() => actions.removeCategory(category.id), 'Category removed'))
              setRemoving(false);
          }}
          onClose={() => setRemoving(false)}
        />
      ) : null}
    </Paper>
  );
}
