import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { STAGE_TAG_MAX, STAGE_TAG_MIN, STAGE_TAGS_MAX } from '@synthhub/shared/stages/stages.constants';
import type { TagSuggestions } from '@synthhub/shared/tags/tags.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type Control,
  Controller,
  type FieldError,
  type FieldValues,
  type Merge,
  type Path,
} from 'react-hook-form';
import { api } from '../../lib/api-client.ts';
import { tagKeys } from '../../lib/tag-keys.ts';

type TagsError = Merge<FieldError, (FieldError | undefined)[]> | undefined;

/**
 * The message to show for the tags: the list's own error (too many, repeated), else the first bad
 * tag's error prefixed with that tag, e.g. `"a": Tags must be 2-30 characters`.
 */
export function tagsErrorMessage(error: TagsError, tags: readonly string[]): string | null {
  if (!error) return null;
  if (error.message) return error.message;
  if (Array.isArray(error)) {
    const index = error.findIndex((e) => e?.message);
    if (index >= 0) return `"${tags[index] ?? ''}": ${error[index]!.message}`;
  }
  return null;
}

/**
 * Tag names for the typed text from `GET /api/tags?q=` (docs/decisions/0031-tags.md): the
 * registry's and the items' tags, prefix matches first. Asked once 2 characters are typed; a
 * failure just means no suggestions.
 */
function useTagSuggestions(text: string): string[] {
  const q = text.trim().toLowerCase();
  const query = useQuery({
    queryKey: tagKeys.suggest(q),
    queryFn: ({ signal }) => api.request<TagSuggestions>('/api/tags', { query: { q }, signal }),
    enabled: q.length >= STAGE_TAG_MIN,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  return q.length >= STAGE_TAG_MIN ? (query.data?.data.map((t) => t.name) ?? []) : [];
}

/**
 * The tags input of the stage and beatmap edit forms (spec §3 "tags (list of strings)", §5 Tags
 * rules): the form's `tags` field. Type a tag and press Enter (or leave the field) to add it as a
 * chip, or pick one of the site's tags suggested as you type; chips that break a rule are red and
 * the message shows under the field, blocking Save until fixed.
 */
export function TagsField<TIn extends FieldValues & { tags?: string[] | undefined }, TOut>({
  control,
}: {
  control: Control<TIn, unknown, TOut>;
}) {
  const [input, setInput] = useState('');
  const suggestions = useTagSuggestions(input);
  return (
    <Controller
      control={control}
      name={'tags' as Path<TIn>}
      render={({ field, fieldState }) => {
        const tags = (field.value as string[] | undefined) ?? [];
        const message = tagsErrorMessage(fieldState.error as TagsError, tags);
        const bad = new Set(
          Array.isArray(fieldState.error) ? fieldState.error.flatMap((e, i) => (e ? [i] : [])) : [],
        );
        return (
          <Autocomplete
            multiple
            freeSolo
            autoSelect
            options={suggestions.filter((name) => !tags.some((tag) => tag.toLowerCase() === name))}
            filterOptions={(options) => options}
            inputValue={input}
            onInputChange={(_, value) => setInput(value)}
            value={tags}
            onChange={(_, value) => field.onChange(value.map((v) => v.trim()).filter((v) => v !== ''))}
            onBlur={field.onBlur}
            renderValue={(value, getItemProps) =>
              value.map((tag, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return (
                  <Chip
                    key={key}
                    label={tag}
                    size="small"
                    color={bad.has(index) ? 'error' : 'default'}
                    {...itemProps}
                  />
                );
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label="Tags"
                error={!!message}
                helperText={
                  message ??
                  `Press Enter after each tag: ${STAGE_TAG_MIN}-${STAGE_TAG_MAX} characters, at most ${STAGE_TAGS_MAX} tags`
                }
              />
            )}
          />
        );
      }}
    />
  );
}
