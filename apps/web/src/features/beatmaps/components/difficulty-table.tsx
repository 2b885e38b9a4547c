import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { formatBpm } from '../format-bpm.ts';
import { DifficultyChips } from './difficulty-chips.tsx';

/**
 * Notes per second of one difficulty: notes ÷ the song's duration in seconds, to one decimal
 * ("4.3"); undefined when either is unknown or the duration is not positive. Every difficulty of a
 * `.synth` plays the same audio, so they share the beatmap's duration and BPM (formats.md §1.3:
 * one `BPM`, one `AudioName` per file).
 */
export function notesPerSecond(notes: number | undefined, durationS: number | null): string | undefined {
  if (notes === undefined || durationS === null || durationS <= 0) return undefined;
  return (Math.round((notes / durationS) * 10) / 10).toFixed(1);
}

/**
 * Each difficulty of a beatmap with its notes, BPM, duration ("mm:ss") and NPS (notes per
 * second, {@link notesPerSecond}); '—' where a figure is unknown (an encrypted meta gives no
 * note counts, formats.md §1.8). Scrolls sideways on a narrow screen rather than squeezing.
 */
export function DifficultyTable({
  beatmap,
}: {
  beatmap: Pick<
    Beatmap,
    'difficulties' | 'note_counts' | 'custom_difficulty_name' | 'bpm' | 'duration' | 'duration_s'
  >;
}) {
  const names = beatmap.difficulties.filter(Boolean);
  if (names.length === 0) return null;
  return (
    // It scrolls sideways on a phone: a focusable, named region so the keyboard can scroll it too (WCAG 2.1.1).
    <TableContainer tabIndex={0} role="region" aria-label="Difficulties">
      <Table size="small" aria-label="Difficulties: notes, BPM, duration and notes per second">
        <TableHead>
          <TableRow>
            <TableCell>Difficulty</TableCell>
            <TableCell align="right">Notes</TableCell>
            <TableCell align="right">BPM</TableCell>
            <TableCell align="right">Duration</TableCell>
            <TableCell align="right">
              <abbr title="Notes per second">NPS</abbr>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {names.map((name) => {
            const notes = beatmap.note_counts[name];
            return (
              <TableRow key={name}>
                <TableCell>
                  <DifficultyChips
                    difficulties={[name]}
                    customName={beatmap.custom_difficulty_name}
                    variant="full"
                  />
                </TableCell>
                <TableCell align="right">{notes?.toLocaleString('en') ?? '—'}</TableCell>
                <TableCell align="right">{formatBpm(beatmap.bpm)}</TableCell>
                <TableCell align="right">{beatmap.duration_s === null ? '—' : beatmap.duration}</TableCell>
                <TableCell align="right">{notesPerSecond(notes, beatmap.duration_s) ?? '—'}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
