import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ContentKind } from '@synthhub/shared/device/layout';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { InstalledFile } from '../../../device/installer/content-index.ts';
import { beatmapInstallable } from '../../../device/installer/installable.ts';
import { installedMessage } from '../../../device/installer/messages.ts';
import type { ConnectedDevice } from '../../../device/react/device-context.ts';
import { useInstaller } from '../../../device/react/use-installer.ts';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { type CatalogItemByKind, stageNameFromFileName, useCatalogItems } from '../api/get-catalog-items.ts';
import {
  countOf,
  countStatuses,
  type InstalledRow,
  KIND_WORDS,
  matchInstalled,
  rowTitle,
  siteIds,
} from '../installed-rows.ts';
import { useBulkRemove } from '../use-bulk-remove.ts';
import { ConfirmRemoveDialog } from './confirm-remove-dialog.tsx';
import { InstalledList } from './installed-list.tsx';
import { InstalledTable } from './installed-table.tsx';
import { InstalledToolbar } from './installed-toolbar.tsx';

/** Where to find more of a kind on the site (the empty state's link). */
const BROWSE: Record<ContentKind, string> = {
  beatmap: '/beatmaps',
  playlist: '/playlists',
  stage: '/models/stages',
  avatar: '/models/avatars',
};

/** Props of {@link InstalledKindPanel}. */
export interface InstalledKindPanelProps {
  kind: ContentKind;
  device: ConnectedDevice;
  files: readonly InstalledFile[];
}

/**
 * One kind's installed files on /device (spec §2 "Device management"; device-notes §5.2): matched to site
 * items (one grammar request per kind, see useCatalogItems), each with its status (Installed, Update
 * available, Unknown file), a filter box, checkbox selection with "Remove selected" (after a
 * confirmation), per-row Update and Remove, and "Update all" for beatmaps. A table on wide screens, a
 * list on narrow ones (375 px). While the site lookup runs the rows show without statuses; when it fails,
 * an alert with Retry says so and the files can still be removed.
 */
export function InstalledKindPanel({ kind, device, files }: InstalledKindPanelProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const installer = useInstaller();
  const bulkRemove = useBulkRemove(device);
  const { enqueueSnackbar } = useSnackbar();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [filter, setFilter] = useState('');
  const [confirming, setConfirming] = useState(false);

  const lookup = useMemo(
    () => ({
      ids: siteIds(files),
      names:
        kind === 'stage'
          ? files.filter((f) => f.siteId === null).map((f) => stageNameFromFileName(f.name))
          : [],
    }),
    [files, kind],
  );
  const catalog = useCatalogItems(kind, lookup);
  const needsLookup = lookup.ids.length + lookup.names.length > 0;
  const matched = !needsLookup || catalog.isSuccess;
  const rows = useMemo(
    () => matchInstalled(kind, files, (catalog.data ?? []) as CatalogItemByKind[typeof kind][]),
    [kind, files, catalog.data],
  );
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? rows.filter(
        (r) => rowTitle(r).toLowerCase().includes(needle) || r.file.name.toLowerCase().includes(needle),
      )
    : rows;
  // A file that left the device (removed here or elsewhere) is no longer selected.
  const selectedRows = rows.filter((r) => selected.has(r.file.path));
  const updates = matched ? rows.filter((r) => r.status === 'update') : [];

  const track = async (paths: readonly string[], work: () => Promise<unknown>) => {
    setBusy((b) => new Set([...b, ...paths]));
    try {
      await work();
    } finally {
      setBusy((b) => new Set([...b].filter((p) => !paths.includes(p))));
    }
  };
  const toggle = (path: string, on: boolean) =>
    setSelected((s) => (on ? new Set([...s, path]) : new Set([...s].filter((p) => p !== path))));
  const update = (row: InstalledRow, notifySuccess = true) =>
    row.item && 'hash' in row.item
      ? installer.install(beatmapInstallable(row.item), { replace: row.file, notifySuccess })
      : Promise.resolve(null);
  const handleUpdate = (row: InstalledRow) => void track([row.file.path], () => update(row));
  const handleRemove = (row: InstalledRow) => void track([row.file.path], () => installer.remove(row.file));
  const handleUpdateAll = () =>
    void track(
      updates.map((r) => r.file.path),
      async () => {
        const done = (await Promise.all(updates.map((r) => update(r, false)))).filter(
          (t) => t?.state === 'done',
        );
        if (done.length > 0) {
          const message =
            done.length === 1
              ? installedMessage(kind)
              : `${countOf(kind, done.length)} updated successfully!`;
          enqueueSnackbar(message, { variant: 'success' });
        }
      },
    );
  const handleRemoveSelected = () => {
    setConfirming(false);
    const chosen = selectedRows.map((r) => r.file);
    setSelected(new Set());
    void track(
      chosen.map((f) => f.path),
      () => bulkRemove(chosen),
    );
  };

  if (files.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="h6" component="p">
          No {KIND_WORDS[kind].many} on this device
        </Typography>
        <Link component={RouterLink} to={BROWSE[kind]}>
          Browse {KIND_WORDS[kind].many} on Synthhub
        </Link>
      </Box>
    );
  }

  const view = {
    kind,
    rows: shown,
    matched,
    selected,
    busy,
    onToggle: toggle,
    onRemove: handleRemove,
    onUpdate: handleUpdate,
    writeFolder: device.layout.kinds[kind].write,
  };
  return (
    <Stack spacing={2}>
      {catalog.isError && (
        <RetryAlert
          severity="warning"
          title="Could not match the files with Synthhub"
          error={catalog.error}
          onRetry={() => void catalog.refetch()}
        />
      )}
      <InstalledToolbar
        kind={kind}
        total={rows.length}
        shown={shown}
        selectedCount={selectedRows.length}
        updateCount={updates.length}
        unknownCount={matched ? countStatuses(rows).unknown : 0}
        filter={filter}
        onFilter={setFilter}
        onSelectAll={(on) =>
          setSelected(on ? new Set([...selected, ...shown.map((r) => r.file.path)]) : new Set())
        }
        allSelected={shown.length > 0 && shown.every((r) => selected.has(r.file.path))}
        onRemoveSelected={() => setConfirming(true)}
        onUpdateAll={handleUpdateAll}
        updating={updates.some((r) => busy.has(r.file.path))}
      />
      {needsLookup && catalog.isPending && <LinearProgress aria-label="Matching with Synthhub" />}
      {shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          No {KIND_WORDS[kind].many} match “{filter.trim()}”
        </Typography>
      ) : narrow ? (
        <InstalledList {...view} />
      ) : (
        <InstalledTable {...view} />
      )}
      <ConfirmRemoveDialog
        open={confirming}
        what={countOf(kind, selectedRows.length)}
        onCancel={() => setConfirming(false)}
        onConfirm={handleRemoveSelected}
      />
    </Stack>
  );
}
