import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { DifficultyChips } from './difficulty-chips.tsx';

/** Each difficulty of a beatmap with its note count. */
export function DifficultyTable({
  beatmap,
}: {
  beatmap: Pick<Beatmap, 'difficulties' | 'note_counts' | 'custom_difficulty_name'>;
}) {
  const names = beatmap.difficulties.filter(Boolean);
  if (names.length === 0) return null;
  return (
    <Table size="small" aria-label="Difficulties and note counts" sx={{ maxWidth: 360 }}>
      <TableHead>
        <TableRow>
          <TableCell>Difficulty</TableCell>
          <TableCell align="right">Notes</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {names.map((name) => (
          <TableRow key={name}>
            <TableCell>
              <DifficultyChips
                difficulties={[name]}
                customName={beatmap.custom_difficulty_name}
                variant="full"
              />
            </TableCell>
            <TableCell align="right">{beatmap.note_counts[name]?.toLocaleString('en') ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
