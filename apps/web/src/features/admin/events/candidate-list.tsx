import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import type { EventCategory } from '@synthhub/shared/events/events.schemas';

/**
 * A category's candidates in tally order (the admin view always has `results`: the live Borda
 * count, docs/decisions/0026), each with its rank, points, voters and first places, and a Remove
 * button (removing a candidate removes the votes for it).
 */
export function CandidateList({
  category,
  disabled,
  onRemove,
}: {
  category: EventCategory;
  disabled?: boolean;
  onRemove: (beatmap: Beatmap) => void;
}) {
  if (category.beatmaps.length === 0)
    return <Typography color="text.secondary">No candidates yet: search for a beatmap below.</Typography>;
  const results = new Map((category.results ?? []).map((r) => [r.beatmap_id, r]));
  return (
    <List dense disablePadding aria-label={`Candidates in ${category.name}`}>
      {category.beatmaps.map((b) => {
        const r = results.get(b.id);
        return (
          <ListItem
            key={b.id}
            divider
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={`Remove ${b.title}`}
                disabled={disabled}
                onClick={() => onRemove(b)}
              >
                <CloseIcon />
              </IconButton>
            }
          >
            <ListItemText
              primary={`${r ? `#${r.rank} ` : ''}${b.artist} - ${b.title}`}
              secondary={
                r
                  ? `${r.points} points · ${r.voters} ${r.voters === 1 ? 'voter' : 'voters'} · ${r.first_places} first ${r.first_places === 1 ? 'place' : 'places'} · mapped by ${b.mapper}`
                  : `mapped by ${b.mapper}`
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
}
