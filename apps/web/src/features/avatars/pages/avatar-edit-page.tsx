import Stack from '@mui/material/Stack';
import type { Avatar } from '@synthhub/shared/avatars/avatars.schemas';
import { formatSize } from '@synthhub/shared/format/size';
import { EditColumns } from '../../../components/edit-form/edit-columns.tsx';
import type { EditKind } from '../../../components/edit-form/edit-kind.ts';
import { ItemEditHeader } from '../../../components/edit-form/item-edit-header.tsx';
import { ItemEditRoute } from '../../../components/edit-form/item-edit-route.tsx';
import { paths } from '../../../config/paths.ts';
import { useAvatar } from '../api/get-avatar.ts';
import { avatarKeys } from '../api/keys.ts';
import { AvatarCoverField } from '../components/avatar-cover-field.tsx';
import { AvatarEditForm } from '../components/avatar-edit-form.tsx';
import { FactsList } from '../../../components/facts-list.tsx';
import { licenseTitle } from '../components/license-labels.ts';
import { PcOnlyNote } from '../components/pc-only-note.tsx';

const kind: EditKind = { noun: 'Avatar', routes: paths.models.avatars, keys: avatarKeys };

/** `/models/avatars/edit/{id}` (signed in, uploader or admin): edit, re-cover and publish an avatar. */
export function AvatarEditPage() {
  return (
    <ItemEditRoute kind={kind} useItem={useAvatar} render={(avatar) => <AvatarEditView avatar={avatar} />} />
  );
}

function AvatarEditView({ avatar }: { avatar: Avatar }) {
  const aside = (
    <>
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
    </>
  );
  return (
    <Stack spacing={3}>
      <ItemEditHeader kind={kind} item={avatar} name={avatar.name} />
      <EditColumns aside={aside}>
        <AvatarEditForm avatar={avatar} />
        <PcOnlyNote />
      </EditColumns>
    </Stack>
  );
}
