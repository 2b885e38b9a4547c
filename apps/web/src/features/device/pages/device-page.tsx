import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ContentKind } from '@synthhub/shared/device/layout';
import { useSearchParams } from 'react-router';
import { ListPageHeader } from '../../../components/list-page-header.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { unsupportedReason } from '../../../device/installer/installable.ts';
import { type ConnectedDevice, useConnectedDevice, useDevice } from '../../../device/react/device-context.ts';
import { useContentIndex } from '../../../device/react/use-content-index.ts';
import { DeviceNotConnected } from '../components/device-not-connected.tsx';
import { InstalledKindPanel } from '../components/installed-kind-panel.tsx';
import { LegacyMigration } from '../components/legacy-migration.tsx';
import { DEVICE_KINDS, KIND_WORDS } from '../installed-rows.ts';

const TYPE_LABELS = { pc: 'PC', quest: 'Quest', directory: 'Folder' } as const;

/** The tab in the URL (`?tab=playlists`), so a reload stays on it; beatmaps by default. */
function readTab(value: string | null): ContentKind {
  return DEVICE_KINDS.find((kind) => KIND_WORDS[kind].many === value) ?? 'beatmap';
}

/**
 * `/device` "Manage Device" (spec §2): with nothing connected, the Connect choices;
 * connected, the legacy-folder migration prompt (Quest) and one tab per kind (Beatmaps, Playlists,
 * Stages, Avatars, with counts) listing what is installed, matched to the site.
 */
export function DevicePage() {
  useDocumentTitle('Manage Device');
  const device = useConnectedDevice();
  return (
    <Stack spacing={2}>
      {device ? (
        <ConnectedView device={device} />
      ) : (
        <>
          <ListPageHeader title="Manage Device" />
          <DeviceNotConnected />
        </>
      )}
    </Stack>
  );
}

function ConnectedView({ device }: { device: ConnectedDevice }) {
  const { disconnect } = useDevice();
  const index = useContentIndex();
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('tab'));
  const files = index.data?.byKind;
  const unsupported = unsupportedReason(device.type, tab);

  return (
    <>
      <ListPageHeader
        title="Manage Device"
        subtitle={
          device.label === TYPE_LABELS[device.type]
            ? device.label
            : `${device.label} · ${TYPE_LABELS[device.type]}`
        }
        action={
          <Stack direction="row" spacing={1}>
            <Button
              startIcon={<RefreshIcon />}
              onClick={() => void index.refetch()}
              disabled={index.isFetching}
            >
              Refresh
            </Button>
            <Button color="inherit" onClick={() => void disconnect()}>
              Disconnect
            </Button>
          </Stack>
        }
      />
      <LegacyMigration device={device} />
      <Tabs
        value={tab}
        onChange={(_, kind: ContentKind) =>
          setParams(kind === 'beatmap' ? {} : { tab: KIND_WORDS[kind].many }, {
            replace: true,
            preventScrollReset: true,
          })
        }
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Content on the device"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {DEVICE_KINDS.map((kind) => (
          <Tab
            key={kind}
            value={kind}
            id={`device-tab-${kind}`}
            aria-controls={`device-panel-${kind}`}
            label={files ? `${KIND_WORDS[kind].title} (${files[kind].length})` : KIND_WORDS[kind].title}
          />
        ))}
      </Tabs>
      <Stack spacing={2} role="tabpanel" id={`device-panel-${tab}`} aria-labelledby={`device-tab-${tab}`}>
        {unsupported && <Alert severity="info">{unsupported}</Alert>}
        {index.isError && (
          <RetryAlert
            title="Could not read the device"
            error={index.error}
            onRetry={() => void index.refetch()}
          />
        )}
        {index.isPending && (
          <Stack spacing={1} role="status" aria-label="Reading the device">
            {Array.from({ length: 5 }, (_, i) => (
              // placeholders have no identity, so the index is their key
              <Skeleton key={i} variant="rounded" height={48} />
            ))}
          </Stack>
        )}
        {files && <InstalledKindPanel key={tab} kind={tab} device={device} files={files[tab]} />}
      </Stack>
    </>
  );
}
