import { AVATAR_NAME_MAX } from '@synthhub/shared/avatars/avatars.constants';
import { type Avatar, avatarPatchSchema } from '@synthhub/shared/avatars/avatars.schemas';
import { CommonField } from '../../../components/edit-form/common-fields.tsx';
import { ItemEditForm } from '../../../components/edit-form/item-edit-form.tsx';
import { useItemEditForm } from '../../../components/edit-form/use-item-edit-form.ts';
import { FormSwitch } from '../../../components/form-switch.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useUpdateAvatar } from '../api/update-avatar.ts';

/**
 * The avatar edit form (spec §2 /models/avatars/edit/{id}; spec §5) on {@link useItemEditForm}:
 * name (1-64), description, YouTube URL (a URL) and published, checked by the shared
 * `avatarPatchSchema`; each broken rule shows its message under its field and Save/Publish stay
 * disabled until the form is valid. "Publish" (shown while unpublished) saves and publishes in one go.
 */
export function AvatarEditForm({ avatar }: { avatar: Avatar }) {
  const edit = useItemEditForm({
    schema: avatarPatchSchema,
    item: avatar,
    mutation: useUpdateAvatar(),
    noun: 'Avatar',
  });
  const { control } = edit;
  return (
    <ItemEditForm edit={edit} label="Edit avatar" showPublish={!avatar.published}>
      <FormTextField
        control={control}
        name="name"
        label="Name"
        fullWidth
        required
        helperText={`Up to ${AVATAR_NAME_MAX} characters`}
      />
      <CommonField control={control} name="description" />
      <CommonField control={control} name="youtube_url" />
      <FormSwitch control={control} name="published" label="Published" alignStart />
    </ItemEditForm>
  );
}
