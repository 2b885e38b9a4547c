import FormGroup from '@mui/material/FormGroup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Control, FieldValues } from 'react-hook-form';
import { CommonField } from '../../../components/edit-form/common-fields.tsx';
import { ItemEditForm } from '../../../components/edit-form/item-edit-form.tsx';
import { TagsField } from '../../../components/edit-form/tags-field.tsx';
import { itemFormValues, useItemEditForm } from '../../../components/edit-form/use-item-edit-form.ts';
import { FormSwitch } from '../../../components/form-switch.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { type AdminItemRow, editAdminItem } from '../api/admin-items.ts';
import { adminKeys } from '../api/keys.ts';
import type { AdminEditField, AdminItemKind } from '../items/admin-item-kinds.ts';

type Values = FieldValues & { tags?: string[]; published?: boolean };

/** One field of the form, by its type. */
function Field({ field, control }: { field: AdminEditField; control: Control<Values, unknown, Values> }) {
  switch (field.type) {
    case 'text':
      return <FormTextField control={control} name={field.name} label={field.label} fullWidth required />;
    case 'common':
      return <CommonField control={control} name={field.name} />;
    case 'tags':
      return <TagsField control={control} />;
    case 'switch':
      return (
        <FormGroup row>
          <FormSwitch control={control} name={field.name} label={field.label} />
        </FormGroup>
      );
  }
}

/**
 * The metadata form of an admin detail view (spec §2 "Admin area": edit metadata): the kind's
 * fields (`kind.editFields`) checked by its shared patch schema (react-hook-form + zodResolver,
 * through `useItemEditForm`, so the rules and messages are the edit pages'), saved with
 * `PATCH /api/admin/<kind>/:id` (audited); the detail, the grid and the history refresh after.
 */
export function AdminItemEditForm({ kind, item }: { kind: AdminItemKind; item: AdminItemRow }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: object }) => editAdminItem(kind.path, id, patch),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.screen(kind.path, 'detail', saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
  const edit = useItemEditForm<Values, Values, AdminItemRow, { id: number; patch: object }>({
    schema: kind.editSchema as never,
    item,
    defaults: (row) => ({ ...itemFormValues<Values>(kind.editSchema, row), ...kind.toForm?.(row) }),
    mutation,
    noun: kind.noun[0]!.toUpperCase() + kind.noun.slice(1),
  });
  return (
    <ItemEditForm edit={edit} label={`Edit ${kind.noun}`} showPublish={false}>
      {kind.editFields.map((field) => (
        <Field key={field.name} field={field} control={edit.control} />
      ))}
    </ItemEditForm>
  );
}
