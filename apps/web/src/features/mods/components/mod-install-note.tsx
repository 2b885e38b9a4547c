import Alert from '@mui/material/Alert';
import type { ModPlatform } from '@synthhub/shared/mods/mods.constants';

/**
 * How to install a mod by hand. The device installer has no place for mods (spec §9 "PC folders"
 * lists CustomSongs, CustomPlaylists, Avatars, CustomStages only; device-notes §2.3: mods are not
 * supported on Quest), so a mod is downloaded: a `.dll` goes into the `Mods` folder of the game
 * directory (MelonLoader), a `.zip` is unpacked into the game directory. The mod manager
 * (NoodleManagerX) does this for you.
 */
export function ModInstallNote({ platforms }: { platforms: readonly ModPlatform[] }) {
  const pc = platforms.includes('pc');
  return (
    <Alert severity="info" variant="outlined">
      {pc
        ? 'To install on PC: put a .dll into the Mods folder of your game directory (MelonLoader), or unpack a .zip into the game directory. The mod manager does this for you.'
        : 'Install this mod with the tools its authors name in the description.'}
    </Alert>
  );
}
