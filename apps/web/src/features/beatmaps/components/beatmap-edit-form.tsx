import { zodResolver } from '@hookform/resolvers/zod';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import type { Beatmap, BeatmapPatch, BeatmapPatchInput } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { beatmapPatchSchema } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormSwitch } from '../../../components/form-switch.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { SavePublishRow } from '../../../components/save-publish-row.tsx';
import { useUpdateBeatmap } from '../api/update-beatmap.ts';

/** The form's starting values from a beatmap (nullable text becomes ''). */
export function editDefaults(beatmap: Beatmap): BeatmapPatchInput {
  return {
    title: beatmap.title,
    artist: beatmap.artist,
    mapper: beatmap.mapper,
    description: beatmap.description ?? '',
    youtube_url: beatmap.youtube_url ?? '',
    explicit: beatmap.explicit,
    published: beatmap.published,
  };
}

/**
 * The beatmap edit form (spec §2 /beatmaps/edit/{id}; spec §5): title, artist, mapper, description,
 * YouTube URL, explicit and published, checked by the shared `beatmapPatchSchema`. Save sends a PATCH;
 * "Publish" (shown while unpublished) saves and publishes in one go.
 */
export function BeatmapEditForm({ beatmap }: { beatmap: Beatmap }) {
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateBeatmap();
  const { control, handleSubmit, reset, formState } = useForm<BeatmapPatchInput, unknown, BeatmapPatch>({
    resolver: zodResolver(beatmapPatchSchema),
    defaultValues: editDefaults(beatmap),
  });

  const save = (values: BeatmapPatch, message: string) => {
    const patch = { ...values, description: values.description?.trim() ? values.description : null };
    update.mutate(
      { id: beatmap.id, patch },
      {
        onSuccess: (saved) => {
          reset(editDefaults(saved));
          enqueueSnackbar(message, { variant: 'success' });
        },
      },
    );
  };
  const onSave = handleSubmit((values) => save(values, 'Beatmap saved!'));
  const onPublish = handleSubmit((values) => save({ ...values, published: true }, 'Beatmap published!'));

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSave} aria-label="Edit beatmap">
      <FormTextField control={control} name="title" label="Title" fullWidth required />
      <FormTextField control={control} name="artist" label="Artist" fullWidth required />
      <FormTextField control={control} name="mapper" label="Mapper" fullWidth required />
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
      <FormGroup row>
        <FormSwitch control={control} name="published" label="Published" />
        <FormSwitch control={control} name="explicit" label="Explicit" />
      </FormGroup>
      <ErrorAlert error={update.error} />
      <SavePublishRow
        pending={update.isPending}
        saveDisabled={!formState.isDirty}
        showPublish={!beatmap.published}
        onPublish={onPublish}
      />
    </Stack>
  );
}
