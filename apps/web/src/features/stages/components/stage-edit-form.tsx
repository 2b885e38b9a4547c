import { type StagePatchInput, stagePatchSchema } from '@synthhub/shared/stages/stages.schemas';
import type { Stage } from '@synthhub/shared/stages/stages.types';
import { CommonField } from '../../../components/edit-form/common-fields.tsx';
import { ItemEditForm } from '../../../components/edit-form/item-edit-form.tsx';
import { useItemEditForm } from '../../../components/edit-form/use-item-edit-form.ts';
import { FormSwitch } from '../../../components/form-switch.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
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
 * `stagePatchSchema`) on {@link useItemEditForm}: name, description, YouTube URL, tags, experience
 * tag and published. A rule that fails shows its message under its field; Save and Publish then
 * send nothing. "Publish" (shown while unpublished) saves and publishes in one go.
 */
export function StageEditForm({ stage }: { stage: Stage }) {
  const edit = useItemEditForm({
    schema: stagePatchSchema,
    item: stage,
    defaults: stageEditDefaults,
    mutation: useUpdateStage(),
    noun: 'Stage',
    disableWhenInvalid: false,
    variables: (patch) => ({ id: stage.id, patch }),
  });
  const { control } = edit;
  return (
    <ItemEditForm edit={edit} label="Edit stage" showPublish={!stage.published}>
      <FormTextField control={control} name="name" label="Name" fullWidth required />
      <CommonField control={control} name="description" />
      <CommonField control={control} name="youtube_url" />
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
    </ItemEditForm>
  );
}
