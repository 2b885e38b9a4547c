import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState, useSyncExternalStore } from 'react';
import {
  findLegacyFiles,
  type MigrationResult,
  migrateLegacy,
  migrationMessages,
} from '../../../device/installer/migrate-legacy.ts';
import { migrationFailedMessage } from '../../../device/installer/messages.ts';
import { type ConnectedDevice, useDevice } from '../../../device/react/device-context.ts';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { deviceKeys } from '../../../device/react/device-keys.ts';
import { summarizeFiles } from '../summarize.ts';

/** The queue id of the migration job (one at a time). */
export const MIGRATION_JOB_ID = 'migrate-legacy';

/**
 * The Quest's legacy-folder check and migration prompt (spec §8 migration messages; formats.md §8): lists
 * `/sdcard/Android/data/{game package}/files` (findLegacyFiles); when it holds content files, offers to
 * move them into the game folder (migrateLegacy, on the transfer queue, with progress) and then shows the
 * spec §8 messages ("Beatmaps migrated!" … "Data migration complete!", or "Data migration failed:
 * {message}"). Renders nothing on other devices or when the legacy folder is empty.
 */
export function LegacyMigration({ device }: { device: ConnectedDevice }) {
  const { queue } = useDevice();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [starting, setStarting] = useState(false);
  const legacy = useQuery({
    queryKey: deviceKeys.legacy(device),
    queryFn: () => findLegacyFiles(device),
    enabled: Boolean(device.layout.legacy),
  });
  const transfer = useSyncExternalStore(queue.subscribe, () => queue.get(MIGRATION_JOB_ID));
  const running = starting || transfer?.state === 'queued' || transfer?.state === 'running';

  if (legacy.isError) {
    return (
      <RetryAlert
        severity="warning"
        title="Could not check the old game folder"
        error={legacy.error}
        onRetry={() => void legacy.refetch()}
      />
    );
  }
  const files = legacy.data ?? [];
  if (files.length === 0 && !running) return null;

  const handleMigrate = async () => {
    setStarting(true);
    let result: MigrationResult | undefined;
    const done = await queue.add({
      id: MIGRATION_JOB_ID,
      label: 'Moving files out of the old game folder',
      run: async (ctx) => {
        result = await migrateLegacy(device, files, ctx);
      },
    });
    setStarting(false);
    if (done.state === 'done' && result) {
      for (const line of migrationMessages(result)) enqueueSnackbar(line.message, { variant: line.variant });
    } else if (done.state === 'failed') {
      enqueueSnackbar(migrationFailedMessage(done.error ?? 'Unknown Error'), { variant: 'error' });
    } else if (done.state === 'cancelled') {
      enqueueSnackbar('Data migration cancelled', { variant: 'info' });
    }
    await queryClient.invalidateQueries({ queryKey: deviceKeys.all });
  };

  const where = (path: string | undefined) => [device.layout.storageRoot, path].filter(Boolean).join('/');
  const percent = transfer?.total ? Math.round((transfer.loaded / transfer.total) * 100) : undefined;
  return (
    <Alert
      severity="warning"
      icon={<DriveFileMoveIcon />}
      action={
        running ? undefined : (
          <Button color="inherit" variant="outlined" size="small" onClick={() => void handleMigrate()}>
            Migrate data
          </Button>
        )
      }
    >
      <AlertTitle>Files in the old game folder</AlertTitle>
      <Stack spacing={1}>
        <span>
          {summarizeFiles(files)} {files.length === 1 ? 'is' : 'are'} still in{' '}
          {where(device.layout.legacy?.root)}, where older versions of the game kept them. The game now reads{' '}
          {where(device.layout.gameRoot)}: move them there to play them.
        </span>
        {running && (
          <LinearProgress
            variant={percent === undefined ? 'indeterminate' : 'determinate'}
            value={percent ?? 0}
            aria-label="Migrating data"
          />
        )}
      </Stack>
    </Alert>
  );
}
