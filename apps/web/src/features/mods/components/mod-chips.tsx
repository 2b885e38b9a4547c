import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { MOD_PLATFORM_LABELS, MOD_PLATFORMS, type ModPlatform } from '@synthhub/shared/mods/mods.constants';

/** Props of {@link ModChips}. */
export interface ModChipsProps {
  /** The version shown first as `v1.2.0` (null: none yet). */
  version?: string | null;
  platforms: readonly ModPlatform[];
  /** Game versions, shown as "Game 2.1.0" chips (first `maxGameVersions`). */
  gameVersions?: readonly string[];
  maxGameVersions?: number;
  size?: 'small' | 'medium';
}

/**
 * A mod's or a version's chips: the version number in the mods colour (spec §1: mods purple), the
 * platforms with their spec §3 labels (PC, Quest) and the supported game versions.
 */
export function ModChips({
  version,
  platforms,
  gameVersions = [],
  maxGameVersions = 3,
  size = 'small',
}: ModChipsProps) {
  const shownGames = gameVersions.slice(0, maxGameVersions);
  const more = gameVersions.length - shownGames.length;
  if (!version && platforms.length === 0 && gameVersions.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {version && <Chip label={`v${version}`} size={size} color="mods" />}
      {MOD_PLATFORMS.filter((p) => platforms.includes(p)).map((p) => (
        <Chip key={p} label={MOD_PLATFORM_LABELS[p]} size={size} color="info" variant="outlined" />
      ))}
      {shownGames.map((g) => (
        <Chip key={g} label={`Game ${g}`} size={size} variant="outlined" />
      ))}
      {more > 0 && <Chip label={`+${more} more`} size={size} variant="outlined" />}
    </Stack>
  );
}
