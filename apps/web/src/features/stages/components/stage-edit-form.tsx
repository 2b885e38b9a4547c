import { stagePatchSchema } from '@synthhub/shared/stages/stages.schemas';
import type { Stage } from '@synthhub/shared/stages/stages.types';
import { CommonField } from '../../../components/edit-form/common-fields.tsx';
import { ItemEditForm } from '../../../components/edit-form/item-edit-form.tsx';
import { useItemEditForm } from '../../../components/edit-form/use-item-edit-form.ts';
import { FormSwitch } from '../../../components/form-switch.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { TagsField } from '../../../components/edit-form/tags-field.tsx';
import { useUpdateStage } from '../api/update-stage.ts';
import { ExperienceTagField } from './experience-tag-field.tsx';

/** The stage form's schema and texts; Save stays clickable on a broken rule (it then sends nothing). */
const STAGE_FORM = { schema: stagePatchSchema, noun: 'Stage', disableWhenInvalid: false } as const;

/**
 * The stage edit form (spec §3 "the editable stage entity", every spec §5 rule through the shared
 * `stagePatchSchema`) on {@link useItemEditForm}: name, description, YouTube URL, tags, experience
 * tag and published. A rule that fails shows its message under its field; Save and Publish then
 * send nothing. "Publish" (shown while unpublished) saves and publishes in one go.
 */
export function StageEditForm({ stage }: { stage: Stage }) {
  const edit = useItemEditForm({ ...STAGE_FORM, item: stage, mutation: useUpdateStage() });
  const { control } = edit;
  return (
    <ItemEditForm edit={edit} label="Edit stage" showPublish={!stage.published}>
      <FormTextField control={control} name="name" label="Name" fullWidth required />
      <CommonField control={control} name="description" />
      <CommonField control={control} name="youtube_url" />
      <TagsField control={control} />
      <ExperienceTagField control={control} />
      <FormSwitch control={control} name="published" label="Published" />
    </ItemEditForm>
  );
}
