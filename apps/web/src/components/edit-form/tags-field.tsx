import { STAGE_TAG_MAX, STAGE_TAG_MIN, STAGE_TAGS_MAX } from '@synthhub/shared/stages/stages.constants';
import type { TagSuggestions } from '@synthhub/shared/tags/tags.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { api } from '../../lib/api-client.ts';
import { tagKeys } from '../../lib/tag-keys.ts';
import { ChipsField } from './chips-field.tsx';

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
  return (
    <ChipsField
      control={control}
      name={'tags' as Path<TIn>}
      label="Tags"
      helperText={`Press Enter after each tag: ${STAGE_TAG_MIN}-${STAGE_TAG_MAX} characters, at most ${STAGE_TAGS_MAX} tags`}
      options={useTagSuggestions(input)}
      inputValue={input}
      onInputChange={setInput}
    />
  );
}
