import Stack from '@mui/material/Stack';
import { MOD_PLATFORM_LABELS, MOD_PLATFORMS } from '@synthhub/shared/mods/mods.constants';
import { MOD_MESSAGES } from '@synthhub/shared/mods/mods.schemas';
import { PlatformFilter } from '../../../components/content-kind/platform-filter.tsx';
import { DebouncedTextField } from '../../../components/debounced-text-field.tsx';
import type { ListUrlControls } from '../../../lib/use-list-url-state.ts';
import { readGameVersion, readModPlatform } from '../mod-browse.ts';

/**
 * The /mods filters (MOD_LIST_SPEC): a Platform select (Any, PC, Quest) that changes the URL at
 * once, and a Game version field that commits once typing pauses; a game version of the wrong
 * shape shows the rule under the field and is not sent.
 */
export function ModFilters({ list }: { list: ListUrlControls }) {
  const gameVersion = list.filters.game_version ?? '';
  const badGameVersion = gameVersion !== '' && readGameVersion(gameVersion) === undefined;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <PlatformFilter
        list={list}
        value={readModPlatform(list.filters.platform)}
        options={MOD_PLATFORMS.map((p) => ({ value: p, label: MOD_PLATFORM_LABELS[p] }))}
      />
      <DebouncedTextField
        size="small"
        label="Game version"
        placeholder="e.g. 2.1.0"
        value={gameVersion}
        onCommit={(value) => list.update({ filters: { game_version: value } })}
        error={badGameVersion}
        helperText={badGameVersion ? MOD_MESSAGES.gameVersion : undefined}
        autoComplete="off"
        sx={{ minWidth: 180 }}
      />
    </Stack>
  );
}
