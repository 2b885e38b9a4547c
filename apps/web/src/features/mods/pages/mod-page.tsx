import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ModDetail } from '@synthhub/shared/mods/mods.schemas';
import { Fragment, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { CoverImage } from '../../../components/cover-image.tsx';
import { DownloadButton } from '../../../components/download-button.tsx';
import { ErrorPage } from '../../../components/error-page.tsx';
import { ReportButton } from '../../../components/report-button.tsx';
import * as ItemDetail from '../../../components/content-kind/item-detail-parts.tsx';
import { EditItemButton, ItemActionRow } from '../../../components/item-detail-actions.tsx';
import { ItemDetailTitle } from '../../../components/item-detail-layout.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { TagChips } from '../../../components/tag-chips.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/use-session.ts';
import { DeleteModButton } from '../components/delete-mod-button.tsx';
import { useMod } from '../api/get-mod.ts';
import { ModChips } from '../components/mod-chips.tsx';
import { ModInstallNote } from '../components/mod-install-note.tsx';
import { LazyMarkdown } from '../../../components/lazy-markdown.tsx';
import { ModVersionsList } from '../components/mod-versions-list.tsx';
import { UploadVersionDialog } from '../components/upload-version-dialog.tsx';
import { modTagHref } from '../mod-browse.ts';
import { canEditMod } from '../mod-permissions.ts';

/** `/mods/{slug}` (spec §2): one mod; a missing slug or a 404 answer shows the error page. */
export function ModPage() {
  const slug = useParams().slug ?? '';
  if (!slug) return <ErrorPage status={404} />;
  return <ModQuery slug={slug} />;
}

function ModQuery({ slug }: { slug: string }) {
  const query = useMod(slug);
  useDocumentTitle(query.data?.name ?? 'Mod');
  if (query.isPending) return <ModSkeleton />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => query.refetch()} />;
  return <ModView mod={query.data} />;
}

/**
 * The mod: its cover (when it has one), name, authors (profile links), chips, summary; Download of the latest version (its first
 * file, `download_url`), and for its authors Edit, Upload version and (owner) Delete; the manual
 * install note (the device installer has no mods folder); tags, licence, source link; the
 * description as sanitised Markdown; then every version.
 */
function ModView({ mod }: { mod: ModDetail }) {
  const user = useCurrentUser();
  const [uploadOpen, setUploadOpen] = useState(false);
  const editable = canEditMod(user, mod);
  const latest = mod.versions.find((v) => v.version === mod.latest_version);
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 960 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {mod.cover_url && (
          <Box sx={{ width: 140, flexShrink: 0, borderRadius: 2, overflow: 'hidden', boxShadow: 4 }}>
            <CoverImage item={mod} size={250} alt={`Cover of ${mod.name}`} eager />
          </Box>
        )}
        <Box sx={{ minWidth: 0 }}>
          <ItemDetailTitle>{mod.name}</ItemDetailTitle>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            by{' '}
            {mod.authors.map((a, i) => (
              <Fragment key={a.id}>
                {i > 0 && ', '}
                <Link component={RouterLink} to={paths.profile.getHref(a.username)}>
                  {a.username}
                </Link>
              </Fragment>
            ))}
          </Typography>
          {mod.summary && <Typography sx={{ mt: 1 }}>{mod.summary}</Typography>}
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {!mod.published && <Chip label="Unpublished" color="warning" size="small" />}
        <ModChips
          version={mod.latest_version}
          platforms={mod.platforms}
          gameVersions={mod.game_versions}
          maxGameVersions={6}
        />
      </Stack>
      <ItemActionRow>
        {mod.download_url && (
          <DownloadButton
            downloadUrl={mod.download_url}
            fallbackName={latest?.files[0]?.filename ?? `${mod.slug}.zip`}
            color="mods"
          >
            Download{mod.latest_version ? ' ' : ''}
            {mod.latest_version && (
              // A version keeps its case ("2.0.0-beta.1"), unlike the button's label.
              <Box component="span" sx={{ textTransform: 'none' }}>
                {mod.latest_version}
              </Box>
            )}
          </DownloadButton>
        )}
        {editable && <EditItemButton to={paths.mods.edit.getHref(mod.id)} />}
        {editable && (
          <Button
            variant="outlined"
            color="mods"
            startIcon={<UploadIcon />}
            onClick={() => setUploadOpen(true)}
          >
            Upload version
          </Button>
        )}
        <DeleteModButton user={user} mod={mod} />
        <ReportButton target={{ kind: 'mod', id: mod.id, name: mod.name }} />
      </ItemActionRow>
      <ItemDetail.Votes kind="mod" item={mod} />
      {mod.platforms.length > 0 && <ModInstallNote platforms={mod.platforms} />}
      <TagChips tags={mod.tags} href={modTagHref} name={(tag) => `${tag}: mods with this tag`} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {mod.license && (
          <Typography variant="body2">
            Licence: <strong>{mod.license}</strong>
          </Typography>
        )}
        {mod.source_url && (
          <Link href={mod.source_url} target="_blank" rel="noopener noreferrer" variant="body2">
            Source code
          </Link>
        )}
      </Stack>
      <LazyMarkdown markdown={mod.description ?? ''} />
      <Typography variant="h5" component="h2" sx={{ pt: 1 }}>
        Versions
      </Typography>
      <ModVersionsList modId={mod.id} versions={mod.versions} canManage={editable} />
      {editable && <UploadVersionDialog mod={mod} open={uploadOpen} onClose={() => setUploadOpen(false)} />}
    </Stack>
  );
}

function ModSkeleton() {
  return (
    <Stack spacing={2} aria-label="Loading mod" role="status">
      <Skeleton variant="text" width="50%" height={48} />
      <Skeleton variant="text" width="30%" />
      <Skeleton variant="rectangular" height={36} width={200} />
      <Skeleton variant="rectangular" height={200} />
    </Stack>
  );
}
