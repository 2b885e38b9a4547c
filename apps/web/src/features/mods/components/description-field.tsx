import { MOD_DESCRIPTION_MAX } from '@synthhub/shared/mods/mods.constants';
import type { ModInputRaw, ModPatch } from '@synthhub/shared/mods/mods.schemas';
import { type Control, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { MarkdownWritePreview } from '../../../components/markdown-write-preview.tsx';

/**
 * The mod's Markdown description with Write / Preview tabs; the preview renders it as the mod page
 * will (sanitised, docs/decisions/0028).
 */
export function DescriptionField({ control }: { control: Control<ModInputRaw, unknown, ModPatch> }) {
  const description = useWatch({ control, name: 'description' }) ?? '';
  return (
    <MarkdownWritePreview
      label="Write or preview the description"
      markdown={description}
      minHeight={160}
      emptyText="Nothing to preview"
    >
      <FormTextField
        control={control}
        name="description"
        label="Description (Markdown)"
        multiline
        minRows={8}
        fullWidth
        sx={{ mt: 1 }}
        helperText={`${description.length} / ${MOD_DESCRIPTION_MAX}; raw HTML is not shown`}
        slotProps={{ htmlInput: { sx: { fontFamily: 'monospace' } } }}
      />
    </MarkdownWritePreview>
  );
}
