import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

/** One of the user's ranked picks as the list shows it. */
export interface RankedPick {
  beatmapId: number;
  /** "artist - title". */
  name: string;
}

/** Props of {@link RankedPicks}. */
export interface RankedPicksProps {
  /** The category's name, for labels ("Your picks in Map of the year"). */
  category: string;
  /** The picks, best first. */
  picks: RankedPick[];
  /** Moves a pick to `position` (0 = top). */
  onMove: (beatmapId: number, position: number) => void;
  onRemove: (beatmapId: number) => void;
  /** True while a change is being saved: the controls wait. */
  busy?: boolean;
}

/**
 * The user's ranked picks in one category (docs/decisions/0026): an ordered list, reordered by
 * dragging the handle (mouse, touch, or keyboard: focus the handle, Space to lift, arrows to move,
 * Space to drop — @dnd-kit's KeyboardSensor, with its screen-reader announcements naming the
 * beatmap) or with the Move up / Move down buttons, and a Remove button per pick.
 */
export function RankedPicks({ category, picks, onMove, onRemove, busy = false }: RankedPicksProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: unknown) => picks.find((p) => p.beatmapId === id)?.name ?? String(id);
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const to = picks.findIndex((p) => p.beatmapId === over.id);
    if (to >= 0) onMove(Number(active.id), to);
  };
  if (picks.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        You have not picked anything in {category} yet. Add a beatmap below.
      </Typography>
    );
  const place = (id: unknown) => picks.findIndex((p) => p.beatmapId === id) + 1;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, place ${place(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${nameOf(active.id)} is over place ${place(over.id)}.`
              : `${nameOf(active.id)} is not over a place.`,
          onDragEnd: ({ active, over }) =>
            over
              ? `${nameOf(active.id)} dropped at place ${place(over.id)}.`
              : `${nameOf(active.id)} dropped.`,
          onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={picks.map((p) => p.beatmapId)} strategy={verticalListSortingStrategy}>
        <Stack
          component="ol"
          aria-label={`Your picks in ${category}`}
          spacing={1}
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          {picks.map((pick, index) => (
            <PickRow
              key={pick.beatmapId}
              pick={pick}
              index={index}
              last={index === picks.length - 1}
              busy={busy}
              onMove={onMove}
              onRemove={onRemove}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function PickRow({
  pick,
  index,
  last,
  busy,
  onMove,
  onRemove,
}: {
  pick: RankedPick;
  index: number;
  last: boolean;
  busy: boolean;
  onMove: RankedPicksProps['onMove'];
  onRemove: RankedPicksProps['onRemove'];
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: pick.beatmapId, disabled: busy });
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      variant="outlined"
      data-testid="ranked-pick"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 0.5,
        py: 0.25,
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.7 : 1,
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Reorder ${pick.name} (place ${index + 1})`}
        aria-roledescription="sortable"
        size="small"
        sx={{ cursor: 'grab', touchAction: 'none' }}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <Typography component="span" sx={{ fontWeight: 700, minWidth: 24 }} aria-hidden="true">
        {index + 1}.
      </Typography>
      <Typography component="span" variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {pick.name}
      </Typography>
      <Tooltip title="Move up">
        <span>
          <IconButton
            size="small"
            aria-label={`Move ${pick.name} up`}
            disabled={busy || index === 0}
            onClick={() => onMove(pick.beatmapId, index - 1)}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Move down">
        <span>
          <IconButton
            size="small"
            aria-label={`Move ${pick.name} down`}
            disabled={busy || last}
            onClick={() => onMove(pick.beatmapId, index + 1)}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Remove">
        <span>
          <IconButton
            size="small"
            aria-label={`Remove ${pick.name}`}
            disabled={busy}
            onClick={() => onRemove(pick.beatmapId)}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Paper>
  );
}
