import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import type { BaseSyntheticEvent } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';

/** What {@link useItemEditForm} needs from a kind; `TItem` is the item (null for a new one). */
export interface ItemEditFormOptions<TIn extends FieldValues, TOut, TItem, TVars> {
  /** The kind's shared zod schema from packages/shared (the spec §5 rules), form values in, patch out. */
  schema: z.ZodType<TOut, TIn>;
  /** The item being edited; `defaults(item)` are the starting values. */
  item: TItem;
  /**
   * The form values for an item, used again with each saved answer; by default
   * {@link itemFormValues}: the schema's fields read from the item, null as ''.
   */
  defaults?: (item: TItem) => TIn;
  /** The kind's save mutation; it answers the saved item. */
  mutation: UseMutationResult<NonNullable<TItem>, Error, TVars, unknown>;
  /**
   * The mutation's variables for valid values (`published: true` already set by Publish); by
   * default `{id: item.id, patch: values}`, what the kinds' update mutations take.
   */
  variables?: (values: TOut) => TVars;
  /** The kind's name for the messages "{noun} saved!" and "{noun} published!". */
  noun: string;
  /** Runs after a save succeeded (after the form took the saved values). */
  onSaved?: (saved: NonNullable<TItem>) => void;
  /** Changes kept outside the form that also need saving (a playlist's songs). */
  extraDirty?: boolean;
  /** Save is possible with nothing changed (a new item that does not exist yet). */
  savableUnchanged?: boolean;
  /**
   * Disable Save and Publish while a rule fails (default true). False keeps them clickable: a click
   * validates, shows the messages and sends nothing — the beatmap and stage pages work so today.
   */
  disableWhenInvalid?: boolean;
}

/**
 * An edit form's starting values (react-hook-form `defaultValues`): every field of the kind's zod
 * object schema, read from the item; null (and absent) becomes '' because a text field cannot hold
 * null — the shared schemas turn blank text back into null.
 */
export function itemFormValues<TIn>(schema: z.ZodType, item: unknown): TIn {
  const fields = Object.keys((schema as unknown as { shape?: object }).shape ?? {});
  const values = item as Record<string, unknown>;
  return Object.fromEntries(fields.map((field) => [field, values[field] ?? ''])) as TIn;
}

/** The save side of {@link useItemEditForm}'s answer, what `ItemEditForm` renders. */
export interface ItemEditActions {
  /** Something differs from the saved item (form fields or `extraDirty`). */
  dirty: boolean;
  /** Save and Publish are disabled because a rule fails (see `disableWhenInvalid`). */
  blocked: boolean;
  /** The save request is running. */
  pending: boolean;
  /** The last save's failure (an ApiError with the server's message and lines), else null. */
  error: Error | null;
  /** Save is enabled: changed (or `savableUnchanged`) and not `blocked`. */
  canSave: boolean;
  /** The form's submit handler: validates, then saves. */
  onSave: (event?: BaseSyntheticEvent) => Promise<void>;
  /** Validates, then saves with `published: true`. */
  onPublish: (event?: BaseSyntheticEvent) => Promise<void>;
}

/**
 * The one edit-form hook of every content kind (beatmap, playlist, stage, avatar). It holds the
 * form state (react-hook-form) and validates with the kind's shared zod schema at one moment for
 * every kind: **as each field changes and when it loses focus, and again on Save/Publish**
 * (react-hook-form mode `all`), so a broken rule shows its message under its field as soon as it is
 * broken and clears as soon as it is fixed. While any rule fails nothing is sent (spec §5:
 * "Submission is blocked while the form is invalid"; the rules are spec §3 and §5 as the shared
 * schemas write them), and Save and Publish are disabled unless a kind opts out with
 * `disableWhenInvalid: false`. Save is also disabled while nothing changed. Save sends the kind's
 * mutation; Publish sends it with `published: true`; on success the form takes the saved item as
 * its new starting values (so it is clean again) and a snackbar says "{noun} saved!" or
 * "{noun} published!" (spec §8 success messages). A failed save leaves the values as typed; its
 * error (message and validation lines, spec §8) is `error`, shown by `ItemEditForm`.
 */
export function useItemEditForm<TIn extends FieldValues, TOut extends { published?: boolean }, TItem, TVars>(
  options: ItemEditFormOptions<TIn, TOut, TItem, TVars>,
) {
  const { schema, item, mutation, noun, onSaved } = options;
  const defaults = options.defaults ?? ((from: TItem) => itemFormValues<TIn>(schema, from));
  const variables =
    options.variables ?? ((patch: TOut) => ({ id: (item as { id?: number }).id, patch }) as TVars);
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<TIn, unknown, TOut>({
    resolver: zodResolver(schema as never) as unknown as Resolver<TIn, unknown, TOut>,
    defaultValues: defaults(item) as DefaultValues<TIn>,
    mode: 'all',
  });
  const dirty = form.formState.isDirty || !!options.extraDirty;
  // Reading isValid subscribes to it (react-hook-form's proxy), so read it only when it is used.
  const blocked = options.disableWhenInvalid !== false && !form.formState.isValid;

  const save = (values: TOut, publish: boolean) =>
    mutation.mutate(variables(publish ? { ...values, published: true } : values), {
      onSuccess: (saved) => {
        form.reset(defaults(saved));
        onSaved?.(saved);
        enqueueSnackbar(`${noun} ${publish ? 'published' : 'saved'}!`, { variant: 'success' });
      },
    });

  const actions: ItemEditActions = {
    dirty,
    blocked,
    pending: mutation.isPending,
    error: mutation.error,
    canSave: !blocked && (dirty || !!options.savableUnchanged),
    onSave: form.handleSubmit((values) => save(values, false)),
    onPublish: form.handleSubmit((values) => save(values, true)),
  };
  return { control: form.control, form, ...actions };
}
