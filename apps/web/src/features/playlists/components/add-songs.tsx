import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { type KeyboardEvent, useState } from 'react';
import { ApiError, errorLines } from '../../../lib/api-error.ts';
import { getBeatmapChoice, useBeatmapChoices } from '../api/get-beatmap-choices.ts';
import { draftFromBeatmap, draftFromHash, type DraftSong, hasSong, parseSongInput } from './draft-songs.ts';

/** Props of {@link AddSongs}: the current songs (to mark what is added) and how to add one. */
export interface AddSongsProps {
  songs: DraftSong[];
  onAdd: (song: DraftSong) => void;
  disabled?: boolean;
}

function PasteSong({ songs, onAdd, disabled }: AddSongsProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async () => {
    const parsed = parseSongInput(text);
    if (!parsed) {
      setError('Enter a beatmap id (like 42), a beatmap link, or a 64-character hash');
      return;
    }
    if (hasSong(songs, 'hash' in parsed ? { hash: parsed.hash } : { beatmapId: parsed.beatmapId })) {
      setError('This song is in the playlist already');
      return;
    }
    if ('hash' in parsed) {
      onAdd(draftFromHash(parsed.hash));
      setText('');
      return;
    }
    setBusy(true);
    try {
      const beatmap = await getBeatmapChoice(parsed.beatmapId);
      if (hasSong(songs, { hash: beatmap.hash })) setError('This song is in the playlist already');
      else {
        onAdd(draftFromBeatmap(beatmap));
        setText('');
      }
    } catch (e) {
      setError(
        e instanceof ApiError && e.status === 404
          ? `There is no beatmap ${parsed.beatmapId} on Synthhub`
          : (errorLines(e)[0] ?? 'Could not look the beatmap up'),
      );
    } finally {
      setBusy(false);
    }
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // the song field sits inside the playlist form: Enter adds, not saves
    void add();
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label="Beatmap id, link or hash"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        onKeyDown={handleKeyDown}
        error={!!error}
        helperText={error ?? 'Press Enter or Add'}
        size="small"
        fullWidth
        disabled={disabled}
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
      <Button
        variant="outlined"
        onClick={() => void add()}
        loading={busy}
        disabled={disabled || !text.trim()}
        sx={{ flexShrink: 0, mt: 0.25 }}
      >
        Add
      </Button>
    </Stack>
  );
}

function BrowseBeatmaps({ songs, onAdd, disabled }: AddSongsProps) {
  const [page, setPage] = useState(1);
  const query = useBeatmapChoices(page);
  const data = query.data;
  const label = (b: Beatmap) => `${b.artist} - ${b.title}`;
  return (
    <Box>
      {query.isError && !data && (
        <Alert severity="error">Could not load beatmaps: {errorLines(query.error)[0]}</Alert>
      )}
      {query.isPending && (
        <Stack spacing={0.5} aria-label="Loading beatmaps">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={40} />
          ))}
        </Stack>
      )}
      {data && data.data.length === 0 && (
        <Typography color="text.secondary">There are no beatmaps yet.</Typography>
      )}
      {data && data.data.length > 0 && (
        <List
          aria-label="Beatmaps to add"
          dense
          disablePadding
          sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
        >
          {data.data.map((b) => {
            const added = hasSong(songs, { beatmapId: b.id, hash: b.hash });
            return (
              <ListItem key={b.id} divider sx={{ px: 0, gap: 1 }}>
                <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={label(b)}>
                    {label(b)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" noWrap component="p">
                    {b.mapper} · {b.duration}
                  </Typography>
                </Box>
                <Button
                  size="small"
                  startIcon={added ? undefined : <AddIcon />}
                  disabled={disabled || added}
                  aria-label={added ? `"${label(b)}" is added` : `Add "${label(b)}"`}
                  onClick={() => onAdd(draftFromBeatmap(b))}
                  sx={{ flexShrink: 0 }}
                >
                  {added ? 'Added' : 'Add'}
                </Button>
              </ListItem>
            );
          })}
        </List>
      )}
      {data && data.pageCount > 1 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center', pt: 1 }}>
          <Button size="small" onClick={() => setPage((p) => p - 1)} disabled={page <= 1}>
            Previous
          </Button>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            Page {page} of {data.pageCount}
          </Typography>
          <Button size="small" onClick={() => setPage((p) => p + 1)} disabled={page >= data.pageCount}>
            Next
          </Button>
        </Stack>
      )}
    </Box>
  );
}

/**
 * "Add songs" on the edit page: paste a beatmap id, link or map hash (Enter adds), or pick from the
 * newest beatmaps page by page. Songs already in the playlist are not added twice.
 */
export function AddSongs(props: AddSongsProps) {
  return (
    <Stack spacing={2}>
      <PasteSong {...props} />
      <BrowseBeatmaps {...props} />
    </Stack>
  );
}
