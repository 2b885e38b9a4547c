import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { MOD_CO_AUTHORS_MAX, MOD_SUMMARY_MAX } from '@synthhub/shared/mods/mods.constants';
import {
  type ModDetail,
  type ModInputRaw,
  modInputSchema,
  type ModPatch,
  modPatchSchema,
} from '@synthhub/shared/mods/mods.schemas';
import { useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { TagsField } from '../../../components/edit-form/tags-field.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormSwitch } from '../../../components/form-switch.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { ChipsField } from '../../../components/edit-form/chips-field.tsx';
import { DescriptionField } from './description-field.tsx';

/** The form values of a mod: an empty one, or those of a loaded mod (co-authors: every author but the owner). */
export function modFormValues(mod?: ModDetail): ModInputRaw {
  return {
    slug: mod?.slug ?? '',
    name: mod?.name ?? '',
    summary: mod?.summary ?? '',
    description: mod?.description ?? '',
    source_url: mod?.source_url ?? '',
    license: mod?.license ?? '',
    tags: mod?.tags ?? [],
    published: mod?.published ?? false,
    co_authors: mod ? mod.authors.filter((a) => a.id !== mod.user.id).map((a) => a.username) : [],
  };
}

/** Props of {@link ModForm}. */
export interface ModFormProps {
  /** The mod being edited; absent for a new one. */
  mod?: ModDetail;
  /**
   * Sends the checked values: all of them for a new mod (`modInputSchema`), only the changed ones
   * for an edit (`modPatchSchema`). Rejects with the server's ApiError.
   */
  onSubmit: (values: ModPatch) => Promise<unknown>;
  /** The owner and admins change co-authors; a co-author sees them read-only (default true). */
  canChangeCoAuthors?: boolean;
}

/**
 * The mod form of /mods/create and /mods/edit/{id} (react-hook-form + zodResolver with the shared
 * `modInputSchema` / `modPatchSchema`): name, slug, summary, the Markdown description with a
 * preview, source URL, licence, tags (with the site's suggestions), co-authors by username and
 * Published. Each rule's message shows under its field and nothing is sent while one fails; a 409
 * (slug taken) is shown at the slug, other failures (422, 400 lines) in an alert (spec §8).
 */
export function ModForm({ mod, onSubmit, canChangeCoAuthors = true }: ModFormProps) {
  const form = useForm<ModInputRaw, unknown, ModPatch>({
    resolver: zodResolver(mod ? modPatchSchema : modInputSchema) as Resolver<ModInputRaw, unknown, ModPatch>,
    defaultValues: modFormValues(mod),
    // Checked as a field changes and on submit, not on blur: a message appearing on blur moves the
    // button being clicked (seen on phones: "Add dependency" missed).
    mode: 'onChange',
  });
  const [failure, setFailure] = useState<unknown>(null);
  const summary = useWatch({ control: form.control, name: 'summary' }) ?? '';
  const { control } = form;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const dirty = form.formState.dirtyFields;
    const sent: ModPatch = mod
      ? Object.fromEntries(Object.entries(values).filter(([key]) => dirty[key as keyof ModInputRaw]))
      : values;
    try {
      await onSubmit(sent);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409)
        form.setError('slug', { message: error.message });
      else setFailure(error);
    }
  });

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={submit}
        aria-label={mod ? 'Edit mod' : 'New mod'}
      >
        <FormTextField control={control} name="name" label="Name" required fullWidth />
        <FormTextField
          control={control}
          name="slug"
          label="Slug"
          required
          fullWidth
          helperText="The address: /mods/<slug>; 4-50 lower-case letters, digits and hyphens"
        />
        <FormTextField
          control={control}
          name="summary"
          label="Summary"
          fullWidth
          helperText={`One line for the cards: ${summary.length} / ${MOD_SUMMARY_MAX}`}
        />
        <DescriptionField control={control} />
        <FormTextField
          control={control}
          name="source_url"
          label="Source code URL"
          type="url"
          fullWidth
          placeholder="https://github.com/…"
        />
        <FormTextField control={control} name="license" label="Licence" fullWidth placeholder="MIT" />
        <TagsField control={control} />
        <ChipsField
          unique
          control={control}
          name="co_authors"
          label="Co-authors"
          helperText={
            canChangeCoAuthors
              ? `Usernames; press Enter after each. Co-authors may edit the mod and upload versions (at most ${MOD_CO_AUTHORS_MAX})`
              : 'Only the owner changes the co-authors'
          }
          disabled={!canChangeCoAuthors}
        />
        <FormSwitch control={control} name="published" label="Published" alignStart />
        <ErrorAlert error={failure} />
        <Button
          type="submit"
          variant="contained"
          color="mods"
          loading={form.formState.isSubmitting}
          sx={{ alignSelf: 'flex-start' }}
        >
          {mod ? 'Save' : 'Create mod'}
        </Button>
      </Stack>
    </Paper>
  );
}
