import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { GAME_FOLDER_DEFAULT } from '@synthhub/shared/device/device-config';
import {
  type ContentKind,
  DEVICE_LAYOUTS,
  type DeviceType,
  GAME_FOLDER_TOKEN,
} from '@synthhub/shared/device/layout';
import { useId } from 'react';

/** What one kind's file is called in the box. */
const FILE_WORDS: Readonly<Record<ContentKind, string>> = {
  beatmap: 'beatmap',
  playlist: 'playlist',
  avatar: 'avatar',
  stage: 'stage',
};

/**
 * The folder the current game reads for a kind on a device type, with the default game folder
 * filled in (DEVICE_LAYOUTS, device-notes §2.3: the first `write` folder), in the device's own
 * spelling: `SynthRidersUC\CustomPlaylists` on the PC, `SynthRidersUC/CustomPlaylists` on the Quest.
 */
export function manualFolder(device: Exclude<DeviceType, 'directory'>, kind: ContentKind): string {
  const folder = DEVICE_LAYOUTS[device].kinds[kind].write[0]!.replace(GAME_FOLDER_TOKEN, GAME_FOLDER_DEFAULT);
  return device === 'pc' ? folder.replaceAll('/', '\\') : folder;
}

/** The extensions of a kind on a device type, as "`.stage` or `.spinstage`". */
function extensionsOf(device: Exclude<DeviceType, 'directory'>, kind: ContentKind): string {
  return DEVICE_LAYOUTS[device].kinds[kind].extensions.join(' or ');
}

function Code({ children }: { children: string }) {
  return (
    <Typography
      component="code"
      sx={{ fontFamily: 'monospace', fontSize: '0.875rem', overflowWrap: 'anywhere' }}
    >
      {children}
    </Typography>
  );
}

/**
 * "Install by hand" (design.md §4): a small collapsed box on stage, avatar and playlist pages saying
 * which folder the downloaded file goes in on a PC (inside the game's install folder) and on a Quest
 * (its storage over a USB cable), from the installer's own layout tables so both always agree.
 * `questNote` replaces the Quest line where the kind does not work there (avatars: PC only).
 */
export function InstallByHand({ kind, questNote }: { kind: ContentKind; questNote?: string }) {
  const id = useId();
  const word = FILE_WORDS[kind];
  return (
    <Accordion
      disableGutters
      variant="outlined"
      sx={{ maxWidth: 640 }}
      slotProps={{ heading: { component: 'h2' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-body`} id={`${id}-head`}>
        <Typography variant="subtitle2" component="span">
          Install by hand
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-body`}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          <strong>PC:</strong> download the {word} file ({extensionsOf('pc', kind)}) and put it in{' '}
          <Code>{manualFolder('pc', kind)}</Code> inside the folder Synth Riders is installed in (in Steam:
          right-click the game, Manage, Browse local files).
        </Typography>
        <Typography variant="body2">
          <strong>Quest:</strong>{' '}
          {questNote ?? (
            <>
              plug the headset into a computer with a USB cable, allow access to its files, and copy the{' '}
              {word} file ({extensionsOf('quest', kind)}) into <Code>{manualFolder('quest', kind)}</Code> on
              the headset&apos;s storage.
            </>
          )}
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
}
