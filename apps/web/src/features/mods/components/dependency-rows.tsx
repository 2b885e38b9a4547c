import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { MOD_DEPENDENCIES_MAX } from '@synthhub/shared/mods/mods.constants';
import type { ModVersionInput, ModVersionInputRaw } from '@synthhub/shared/mods/mods.schemas';
import { type Control, useFieldArray } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field.tsx';

/**
 * The dependencies of a version being uploaded: one row per mod it needs (its slug and a semver
 * range such as `^1.2.0`), added with "Add dependency" (at most MOD_DEPENDENCIES_MAX) and removed
 * per row; each field shows its rule's message, and the list's own rule (each mod once) under it.
 */
export function DependencyRows({
  control,
  listError,
  disabled,
}: {
  control: Control<ModVersionInputRaw, unknown, ModVersionInput>;
  /** The message of the list as a whole (repeated slug, too many). */
  listError?: string | undefined;
  disabled?: boolean;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'dependencies' });
  return (
    <Stack spacing={1} role="group" aria-label="Dependencies">
      <FormLabel component="span">Dependencies</FormLabel>
      {fields.map((field, index) => (
        <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FormTextField
            control={control}
            name={`dependencies.${index}.slug`}
            label={`Dependency ${index + 1} slug`}
            size="small"
            disabled={disabled}
            sx={{ flex: 3 }}
          />
          <FormTextField
            control={control}
            name={`dependencies.${index}.range`}
            label={`Dependency ${index + 1} range`}
            placeholder="^1.0.0"
            size="small"
            disabled={disabled}
            sx={{ flex: 2 }}
          />
          <IconButton
            aria-label={`Remove dependency ${index + 1}`}
            onClick={() => remove(index)}
            disabled={disabled}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      <Button
        startIcon={<AddIcon />}
        onClick={() => append({ slug: '', range: '' })}
        disabled={disabled || fields.length >= MOD_DEPENDENCIES_MAX}
        sx={{ alignSelf: 'flex-start' }}
      >
        Add dependency
      </Button>
    </Stack>
  );
}
