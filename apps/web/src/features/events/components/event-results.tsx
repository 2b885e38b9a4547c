import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EventCategory } from '@synthhub/shared/events/events.schemas';

/** "1 point" / "12 points". */
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * A closed category's results (docs/decisions/0026, Borda count): place, "artist - title", points
 * and voters, best first; tied candidates share a place.
 */
export function EventResults({ category }: { category: EventCategory }) {
  const byId = new Map(category.beatmaps.map((b) => [b.id, b]));
  const results = category.results ?? [];
  if (results.every((r) => r.points === 0))
    return (
      <Typography variant="body2" color="text.secondary">
        Nobody voted in this category.
      </Typography>
    );
  return (
    <Stack
      component="ol"
      aria-label={`Results of ${category.name}`}
      spacing={0.5}
      sx={{ m: 0, pl: 0, listStyle: 'none' }}
    >
      {results.map((r) => {
        const beatmap = byId.get(r.beatmap_id);
        return (
          <Typography component="li" key={r.beatmap_id} variant="body2">
            <Typography
              component="span"
              sx={{ fontWeight: 800, color: r.rank === 1 ? 'secondary.main' : 'inherit' }}
            >
              #{r.rank}
            </Typography>{' '}
            {beatmap ? `${beatmap.artist} - ${beatmap.title}` : `Beatmap ${r.beatmap_id}`}
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              · {plural(r.points, 'point')} · {plural(r.voters, 'voter')}
            </Typography>
          </Typography>
        );
      })}
    </Stack>
  );
}
