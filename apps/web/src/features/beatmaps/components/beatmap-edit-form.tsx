import FormGroup from '@mui/material/FormGroup';
import type { Beatmap, BeatmapPatchInput } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { beatmapPatchSchema } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { CommonField } from '../../../components/edit-form/common-fields.tsx';
import { ItemEditForm } from '../../../components/edit-form/item-edit-form.tsx';
import { TagsField } from '../../../components/edit-form/tags-field.tsx';
import { itemFormValues, useItemEditForm } from '../../../components/edit-form/use-item-edit-form.ts';
import { FormSwitch } from '../../../components/form-switch.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useUpdateBeatmap } from '../api/update-beatmap.ts';

/** The beatmap form's schema and texts; Save stays clickable on a broken rule (it then sends nothing). */
const BEATMAP_FORM = { schema: beatmapPatchSchema, noun: 'Beatmap', disableWhenInvalid: false } as const;

/**
 * The beatmap edit form (spec §2 /beatmaps/edit/{id}; spec §5) on {@link useItemEditForm}: title,
 * artist, mapper, description, YouTube URL, tags (shown as the names of the API's `{tag}`
 * entries; docs/decisions/0022), explicit and published, checked by the shared `beatmapPatchSchema`. Save sends a PATCH (a blank description as null); "Publish" (shown while
 * unpublished) saves and publishes in one go.
 */
export function BeatmapEditForm({ beatmap }: { beatmap: Beatmap }) {
  const edit = useItemEditForm({
    ...BEATMAP_FORM,
    item: beatmap,
    defaults: (item) => ({
      ...itemFormValues<BeatmapPatchInput>(beatmapPatchSchema, item),
      tags: item.tags.map((t) => t.tag),
    }),
    mutation: useUpdateBeatmap(),
    variables: (values) => ({
      id: beatmap.id,
      patch: { ...values, description: values.description?.trim() ? values.description : null },
    }),
  });
  const { control } = edit;
  return (
    <ItemEditForm edit={edit} label="Edit beatmap" showPublish={!beatmap.published}>
      <FormTextField control={control} name="title" label="Title" fullWidth required />
      <FormTextField control={control} name="artist" label="Artist" fullWidth required />
      <FormTextField control={control} name="mapper" label="Mapper" fullWidth required />
      <CommonField control={control} name="description" />
      <CommonField control={control} name="youtube_url" />
      <TagsField control={control} />
      <FormGroup row>
        <FormSwitch control={control} name="published" label="Published" />
        <FormSwitch control={control} name="explicit" label="Explicit" />
      </FormGroup>
    </ItemEditForm>
  );
}
