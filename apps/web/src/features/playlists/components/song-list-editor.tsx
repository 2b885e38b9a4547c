import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DraftSong, moveSong } from './draft-songs.ts';

/** Props of {@link SongListEditor}: the songs in order and the setter for a new order. */
export interface SongListEditorProps {
  songs: DraftSong[];
  onChange: (songs: DraftSong[]) => void;
  disabled?: boolean;
}

/**
 * The ordered songs of the edit page. Each row has Move up, Move down and Remove buttons named after
 * the song, so the list is fully usable from the keyboard and by screen readers. Songs not on
 * Synthhub are marked; pasted hashes say they are looked up on save.
 */
export function SongListEditor({ songs, onChange, disabled }: SongListEditorProps) {
  if (songs.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        No songs yet. Add beatmaps below.
      </Typography>
    );
  }
  return (
    <List aria-label="Songs in this playlist" disablePadding>
      {songs.map((song, index) => (
        <ListItem key={song.key} divider sx={{ gap: 1, px: 0, flexWrap: 'wrap' }} data-testid="draft-song">
          <Typography color="text.secondary" sx={{ width: 24, textAlign: 'right', flexShrink: 0 }}>
            {index + 1}
          </Typography>
          <Box sx={{ minWidth: 0, flex: '1 1 180px' }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{song.title}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {[song.artist, song.mapper && `mapped by ${song.mapper}`].filter(Boolean).join(' · ') ||
                '\u00a0'}
            </Typography>
          </Box>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', ml: 'auto' }}>
            {song.lookup ? (
              <Chip label="Looked up on save" size="small" variant="outlined" />
            ) : (
              song.beatmapId === null && (
                <Chip label="Not on Synthhub" size="small" variant="outlined" color="warning" />
              )
            )}
            {song.difficulty && <Chip label={song.difficulty} size="small" />}
            <IconButton
              aria-label={`Move "${song.title}" up`}
              disabled={disabled || index === 0}
              onClick={() => onChange(moveSong(songs, index, -1))}
              size="small"
            >
              <ArrowUpwardIcon fontSize="small" />
            </IconButton>
            <IconButton
              aria-label={`Move "${song.title}" down`}
              disabled={disabled || index === songs.length - 1}
              onClick={() => onChange(moveSong(songs, index, 1))}
              size="small"
            >
              <ArrowDownwardIcon fontSize="small" />
            </IconButton>
            <IconButton
              aria-label={`Remove "${song.title}"`}
              disabled={disabled}
              onClick={() => onChange(songs.filter((s) => s.key !== song.key))}
              size="small"
              color="error"
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
