import Chip from '@mui/material/Chip';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatSize } from '@synthhub/shared/format/size';
import type { ModVersion } from '@synthhub/shared/mods/mods.schemas';
import { useSnackbar } from 'notistack';
import { Link as RouterLink } from 'react-router';
import { DownloadButton } from '../../../components/download-button.tsx';
import { paths } from '../../../config/paths.ts';
import { errorLines } from '../../../lib/api-error.ts';
import { useUpdateModVersion } from '../api/mod-versions.ts';
import { ModChips } from './mod-chips.tsx';
import { LazyMarkdown } from '../../../components/lazy-markdown.tsx';

/** Props of {@link ModVersionItem}. */
export interface ModVersionItemProps {
  modId: number;
  version: ModVersion;
  /** The viewer may deprecate and restore versions (owner, co-author, admin). */
  canManage: boolean;
}

/**
 * One version on a mod's page: the number, date, a "Deprecated" chip, platforms and game versions,
 * its dependencies (each a link to `/mods/{slug}` with the range asked for), the changelog as
 * sanitised Markdown, a download per file (name and size), and for its authors Deprecate / Restore.
 */
export function ModVersionItem({ modId, version, canManage }: ModVersionItemProps) {
  const update = useUpdateModVersion();
  const { enqueueSnackbar } = useSnackbar();
  const toggle = () =>
    update.mutate(
      { modId, versionId: version.id, patch: { deprecated: !version.deprecated } },
      {
        onSuccess: () =>
          enqueueSnackbar(`Version ${version.version} ${version.deprecated ? 'restored' : 'deprecated'}.`, {
            variant: 'success',
          }),
        onError: (error) => enqueueSnackbar(errorLines(error)[0], { variant: 'error' }),
      },
    );
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={`Version ${version.version}`}
      sx={{ p: { xs: 1.5, sm: 2 }, listStyle: 'none', opacity: version.deprecated ? 0.75 : 1 }}
    >
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
            {version.version}
          </Typography>
          <Typography variant="body2" color="text.secondary" component="time" dateTime={version.created_at}>
            {new Date(version.created_at).toLocaleDateString()}
          </Typography>
          {version.deprecated && <Chip label="Deprecated" color="warning" size="small" />}
          {canManage && (
            <Button size="small" onClick={toggle} loading={update.isPending} sx={{ ml: 'auto' }}>
              {version.deprecated ? 'Restore' : 'Deprecate'}
            </Button>
          )}
        </Stack>
        <ModChips platforms={version.platforms} gameVersions={version.game_versions} maxGameVersions={20} />
        {version.dependencies.length > 0 && (
          <Typography variant="body2" component="div">
            Requires:{' '}
            {version.dependencies.map((d, i) => (
              <span key={d.slug}>
                {i > 0 && ', '}
                <Link component={RouterLink} to={paths.mods.detail.getHref(d.slug)}>
                  {d.name}
                </Link>{' '}
                <code>{d.range}</code>
              </span>
            ))}
          </Typography>
        )}
        <LazyMarkdown markdown={version.changelog} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {version.files.map((file) => (
            <DownloadButton
              key={file.id}
              downloadUrl={file.download_url}
              fallbackName={file.filename}
              variant="outlined"
              color="mods"
              size="small"
              aria-label={`Download ${file.filename}`}
              sx={{ textTransform: 'none', maxWidth: '100%', overflowWrap: 'anywhere' }}
            >
              {file.filename} ({formatSize(file.size)})
            </DownloadButton>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
