import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Avatar } from '@synthhub/shared/avatars/avatars.schemas';
import { formatSize } from '@synthhub/shared/format/size';
import { useParams } from 'react-router';
import { EditPageHeader } from '../../../components/edit-page-header.tsx';
import { ErrorPage } from '../../../components/error-page.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { canEdit, useCurrentUser } from '../../../lib/use-session.ts';
import { useAvatar } from '../api/get-avatar.ts';
import { AvatarCoverField } from '../components/avatar-cover-field.tsx';
import { AvatarEditForm } from '../components/avatar-edit-form.tsx';
import { FactsList } from '../components/facts-list.tsx';
import { licenseTitle } from '../components/license-labels.ts';
import { PcOnlyNote } from '../components/pc-only-note.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { parseRouteId } from '../../../lib/route-id.ts';

/** `/models/avatars/edit/{id}` (signed in, uploader or admin): edit, re-cover and publish an avatar. */
export function AvatarEditPage() {
  const id = parseRouteId(useParams().id);
  if (id === null) return <ErrorPage status={404} />;
  return <AvatarEdit id={id} />;
}

function AvatarEdit({ id }: { id: number }) {
  const query = useAvatar(id);
  const user = useCurrentUser();
  useDocumentTitle(query.data ? `Edit ${query.data.name}` : 'Edit Avatar');
  if (query.isPending) return <Skeleton variant="rectangular" height={480} aria-label="Loading avatar" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => query.refetch()} />;
  if (!canEdit(user, query.data.user.id)) return <ErrorPage status={403} message="Unauthorized" />;
  // The key remounts the form when another avatar loads, so its defaults follow.
  return <AvatarEditView key={query.data.id} avatar={query.data} />;
}

function AvatarEditView({ avatar }: { avatar: Avatar }) {
  return (
    <Stack spacing={3}>
      <EditPageHeader
        title="Edit Avatar"
        published={avatar.published}
        viewHref={paths.models.avatars.detail.getHref(avatar.id)}
        remove={{
          what: 'avatar',
          name: avatar.name,
          url: `/api/models/avatars/${avatar.id}`,
          queryKey: ['avatars'],
          afterHref: paths.user.uploads.getHref('avatars'),
        }}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '280px 1fr' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <AvatarCoverField avatar={avatar} />
          <FactsList
            label="From the file"
            facts={[
              ['VRM', avatar.spec_version],
              ['Authors', avatar.authors.join(', ') || '—'],
              ['Licence', licenseTitle(avatar.license)],
              ['Model version', avatar.model_version ?? '—'],
              ['File', `${avatar.filename_original} (${formatSize(avatar.filesize)})`],
            ]}
          />
        </Stack>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Paper sx={{ p: { xs: 2, sm: 3 } }}>
            <AvatarEditForm avatar={avatar} />
          </Paper>
          <PcOnlyNote />
        </Stack>
      </Box>
    </Stack>
  );
}
