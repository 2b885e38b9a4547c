import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { AVATAR_NAME_MAX } from '@synthhub/shared/avatars/avatars.constants';
import {
  type Avatar,
  type AvatarPatch,
  type AvatarPatchInput,
  avatarPatchSchema,
} from '@synthhub/shared/avatars/avatars.schemas';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormSwitch } from '../../../components/form-switch.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { SavePublishRow } from '../../../components/save-publish-row.tsx';
import { useUpdateAvatar } from '../api/update-avatar.ts';

/** The form's starting values from an avatar (nullable text becomes ''). */
export function editDefaults(avatar: Avatar): AvatarPatchInput {
  return {
    name: avatar.name,
    description: avatar.description ?? '',
    youtube_url: avatar.youtube_url ?? '',
    published: avatar.published,
  };
}

/**
 * The avatar edit form (spec §2 /models/avatars/edit/{id}; spec §5): name (1-64), description, YouTube
 * URL (a URL) and published, checked by the shared `avatarPatchSchema` on every change; each broken rule
 * shows its message under its field and Save/Publish stay disabled until the form is valid. "Publish"
 * (shown while unpublished) saves and publishes in one go; server errors show as spec §8 lines.
 */
export function AvatarEditForm({ avatar }: { avatar: Avatar }) {
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateAvatar();
  const { control, handleSubmit, reset, formState } = useForm<AvatarPatchInput, unknown, AvatarPatch>({
    resolver: zodResolver(avatarPatchSchema),
    defaultValues: editDefaults(avatar),
    mode: 'onChange',
  });
  const blocked = !formState.isValid;

  const save = (patch: AvatarPatch, message: string) => {
    update.mutate(
      { id: avatar.id, patch },
      {
        onSuccess: (saved) => {
          reset(editDefaults(saved));
          enqueueSnackbar(message, { variant: 'success' });
        },
      },
    );
  };
  const onSave = handleSubmit((values) => save(values, 'Avatar saved!'));
  const onPublish = handleSubmit((values) => save({ ...values, published: true }, 'Avatar published!'));

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSave} aria-label="Edit avatar">
      <FormTextField
        control={control}
        name="name"
        label="Name"
        fullWidth
        required
        helperText={`Up to ${AVATAR_NAME_MAX} characters`}
      />
      <FormTextField
        control={control}
        name="description"
        label="Description"
        fullWidth
        multiline
        minRows={3}
      />
      <FormTextField
        control={control}
        name="youtube_url"
        label="YouTube URL"
        type="url"
        placeholder="https://www.youtube.com/watch?v=…"
        fullWidth
      />
      <FormSwitch control={control} name="published" label="Published" alignStart />
      <ErrorAlert error={update.error} />
      <SavePublishRow
        pending={update.isPending}
        saveDisabled={!formState.isDirty || blocked}
        showPublish={!avatar.published}
        publishDisabled={blocked}
        onPublish={onPublish}
      />
    </Stack>
  );
}
