import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import {
  type StagePatch,
  type StagePatchInput,
  stagePatchSchema,
} from '@synthhub/shared/stages/stages.schemas';
import type { Stage } from '@synthhub/shared/stages/stages.types';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormSwitch } from '../../../components/form-switch.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { SavePublishRow } from '../../../components/save-publish-row.tsx';
import { useUpdateStage } from '../api/update-stage.ts';
import { TagsField } from './tags-field.tsx';

/** The form's starting values from a stage (nullable text becomes ''). */
export function stageEditDefaults(stage: Stage): StagePatchInput {
  return {
    name: stage.name,
    description: stage.description ?? '',
    youtube_url: stage.youtube_url ?? '',
    tags: stage.tags,
    experience_tag: stage.experience_tag ?? '',
    published: stage.published,
  };
}

/**
 * The stage edit form (spec §3 "the editable stage entity", every spec §5 rule through the shared
 * `stagePatchSchema`): name, description, YouTube URL, tags, experience tag and published. A rule
 * that fails shows its message under its field and blocks Save. "Publish" (shown while
 * unpublished) saves and publishes in one go.
 */
export function StageEditForm({ stage }: { stage: Stage }) {
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateStage();
  const { control, handleSubmit, reset, formState } = useForm<StagePatchInput, unknown, StagePatch>({
    resolver: zodResolver(stagePatchSchema),
    defaultValues: stageEditDefaults(stage),
    mode: 'onTouched',
  });

  const save = (patch: StagePatch, message: string) =>
    update.mutate(
      { id: stage.id, patch },
      {
        onSuccess: (saved) => {
          reset(stageEditDefaults(saved));
          enqueueSnackbar(message, { variant: 'success' });
        },
      },
    );
  const onSave = handleSubmit((values) => save(values, 'Stage saved!'));
  const onPublish = handleSubmit((values) => save({ ...values, published: true }, 'Stage published!'));

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSave} aria-label="Edit stage">
      <FormTextField control={control} name="name" label="Name" fullWidth required />
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
      <TagsField control={control} />
      <FormTextField
        control={control}
        name="experience_tag"
        label="Experience tag"
        placeholder="EXP-XXXXXXXXXXXX or EXPERIENCEXXXX"
        helperText="Links the stage to an experience beatmap carrying the same tag"
        fullWidth
      />
      <FormSwitch control={control} name="published" label="Published" />
      <ErrorAlert error={update.error} />
      <SavePublishRow
        pending={update.isPending}
        saveDisabled={!formState.isDirty}
        showPublish={!stage.published}
        onPublish={onPublish}
      />
    </Stack>
  );
}
