import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import type { EventCategory, EventVote } from '@synthhub/shared/events/events.schemas';
import type { ReactNode } from 'react';
import { CardGrid } from '../../../components/card-grid.tsx';
import type { VoteChange } from '../api/change-vote.ts';
import { EventResults } from './event-results.tsx';
import { RankedPicks } from './ranked-picks.tsx';

/** Props of {@link EventCategorySection}. */
export interface EventCategorySectionProps {
  category: EventCategory;
  /** The user's picks in the whole event (null: signed out or not loaded). */
  votes: EventVote[] | null;
  /** True while voting is open and the user is signed in: the add/reorder/remove controls show. */
  canVote: boolean;
  /** True while a change is being saved. */
  busy: boolean;
  onChange: (change: VoteChange) => void;
  /** Renders a candidate (the beatmap card, given by `app/` where features meet). */
  renderBeatmap: (beatmap: Beatmap) => ReactNode;
}

/** "artist - title", the spec's beatmap row label (spec §3 lists). */
export const beatmapName = (b: Pick<Beatmap, 'artist' | 'title'>) => `${b.artist} - ${b.title}`;

/**
 * One category: its heading, the results once voting closed, the user's ranked picks while voting
 * is open (signed in), and the candidates as beatmap cards, each with "Add to my picks" (appended
 * last; the list can then be reordered) or "Picked" when already ranked.
 */
export function EventCategorySection({
  category,
  votes,
  canVote,
  busy,
  onChange,
  renderBeatmap,
}: EventCategorySectionProps) {
  const headingId = `event-category-${category.id}`;
  const mine = (votes ?? []).filter((v) => v.category_id === category.id).sort((a, b) => a.order - b.order);
  const byId = new Map(category.beatmaps.map((b) => [b.id, b]));
  const picked = new Set(mine.map((v) => v.beatmap_id));
  const change = (action: VoteChange['action'], beatmapId: number, order = 0) =>
    onChange({ action, category_id: category.id, beatmap_id: beatmapId, order });
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {category.name}
      </Typography>
      <Stack spacing={2}>
        {category.results && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              Results
            </Typography>
            <EventResults category={category} />
          </Paper>
        )}
        {canVote && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              Your picks
            </Typography>
            <RankedPicks
              category={category.name}
              busy={busy}
              picks={mine.map((v) => {
                const b = byId.get(v.beatmap_id);
                return { beatmapId: v.beatmap_id, name: b ? beatmapName(b) : `Beatmap ${v.beatmap_id}` };
              })}
              onMove={(id, position) => change('move', id, position)}
              onRemove={(id) => change('delete', id)}
            />
          </Paper>
        )}
        {category.beatmaps.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            This category has no candidates yet.
          </Typography>
        ) : (
          <CardGrid label={`Candidates in ${category.name}`}>
            {category.beatmaps.map((beatmap) => (
              <Stack key={beatmap.id} spacing={0.75}>
                {renderBeatmap(beatmap)}
                {canVote &&
                  (picked.has(beatmap.id) ? (
                    <Button size="small" variant="outlined" disabled startIcon={<CheckIcon />}>
                      Picked #{mine.findIndex((v) => v.beatmap_id === beatmap.id) + 1}
                    </Button>
                  ) : (
                    <Button
                      size="small"
                      variant="contained"
                      startIcon={<AddIcon />}
                      disabled={busy}
                      aria-label={`Add ${beatmapName(beatmap)} to my picks in ${category.name}`}
                      onClick={() => change('vote', beatmap.id, mine.length)}
                    >
                      Add to my picks
                    </Button>
                  ))}
              </Stack>
            ))}
          </CardGrid>
        )}
      </Stack>
    </Box>
  );
}
