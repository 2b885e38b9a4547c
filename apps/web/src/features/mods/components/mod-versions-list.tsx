import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ModVersion } from '@synthhub/shared/mods/mods.schemas';
import { ModVersionItem } from './mod-version-item.tsx';

/**
 * The versions of a mod in the order the API answers them (highest semantic version first), as a
 * list named "Versions"; "No versions yet" before the first upload.
 */
export function ModVersionsList({
  modId,
  versions,
  canManage,
}: {
  modId: number;
  versions: readonly ModVersion[];
  canManage: boolean;
}) {
  if (versions.length === 0) return <Typography color="text.secondary">No versions yet.</Typography>;
  return (
    <Stack component="ol" aria-label="Versions" spacing={1.5} sx={{ p: 0, m: 0 }}>
      {versions.map((version) => (
        <ModVersionItem key={version.id} modId={modId} version={version} canManage={canManage} />
      ))}
    </Stack>
  );
}
