import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Avatar } from '@synthhub/shared/avatars/avatars.schemas';
import { formatSize } from '@synthhub/shared/format/size';
import { EditPageHeader } from '../../../components/edit-page-header.tsx';
import { ItemDetailRoute } from '../../../components/item-detail-route.tsx';
import { OwnerOnly } from '../../../components/owner-only.tsx';
import { paths } from '../../../config/paths.ts';
import { useAvatar } from '../api/get-avatar.ts';
import { avatarKeys } from '../api/keys.ts';
import { AvatarCoverField } from '../components/avatar-cover-field.tsx';
import { AvatarEditForm } from '../components/avatar-edit-form.tsx';
import { FactsList } from '../components/facts-list.tsx';
import { licenseTitle } from '../components/license-labels.ts';
import { PcOnlyNote } from '../components/pc-only-note.tsx';

/** `/models/avatars/edit/{id}` (signed in, uploader or admin): edit, re-cover and publish an avatar. */
export function AvatarEditPage() {
  return (
    <ItemDetailRoute
      useItem={useAvatar}
      title={(avatar) => `Edit ${avatar.name}`}
      fallbackTitle="Edit Avatar"
      skeleton={<Skeleton variant="rectangular" height={480} aria-label="Loading avatar" />}
      render={(avatar) => (
        <OwnerOnly ownerId={avatar.user.id}>
          {/* The key remounts the form when another avatar loads, so its defaults follow. */}
          <AvatarEditView key={avatar.id} avatar={avatar} />
        </OwnerOnly>
      )}
    />
  );
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
          queryKey: avatarKeys.all,
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
