import ComputerIcon from '@mui/icons-material/Computer';
import Alert from '@mui/material/Alert';
import { AVATAR_PLATFORM_NOTE } from '@synthhub/shared/avatars/avatars.constants';

/** The note that avatars work in the PC VR game only (formats.md §4, §8: not on Quest). */
export function PcOnlyNote() {
  return (
    <Alert
      severity="info"
      role="note"
      icon={<ComputerIcon fontSize="inherit" />}
      sx={{ alignItems: 'center' }}
    >
      {AVATAR_PLATFORM_NOTE}
    </Alert>
  );
}
