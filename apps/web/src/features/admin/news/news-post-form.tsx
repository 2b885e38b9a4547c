import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  NEWS_BODY_MAX,
  NEWS_SUMMARY_MAX,
  type NewsPost,
  type NewsPostInput,
  newsPostInputSchema,
} from '@synthhub/shared/news/news.schemas';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { MarkdownWritePreview } from '../../../components/markdown-write-preview.tsx';

/** The form's fields as typed; `cover` '' for none. */
interface Values {
  slug: string;
  title: string;
  summary: string;
  body_markdown: string;
  cover: string;
  official: boolean;
  published: boolean;
}

const fromPost = (post: NewsPost | undefined): Values => ({
  slug: post?.slug ?? '',
  title: post?.title ?? '',
  summary: post?.summary ?? '',
  body_markdown: post?.body_markdown ?? '',
  // A stored cover is served from the site (/api/news/covers/…): only an https URL is editable.
  cover: post?.cover_url?.startsWith('https://') ? post.cover_url : '',
  official: post?.official ?? false,
  published: post ? post.published_at !== null : false,
});

/** Props of {@link NewsPostForm}. */
export interface NewsPostFormProps {
  post?: NewsPost | undefined;
  busy: boolean;
  error: unknown;
  /** Called with the checked input (`newsPostInputSchema`); `coverChanged` false keeps a stored cover. */
  onSubmit: (input: NewsPostInput, coverChanged: boolean) => void;
}

/**
 * The news post form (docs/decisions/0028): slug (optional `YYYY/` folder), title, summary, the
 * Markdown body (Write / Preview, rendered as the news page renders it), an https cover URL,
 * official and published switches; checked with the server's
 * `newsPostInputSchema` on submit, each message under its field.
 */
export function NewsPostForm({ post, busy, error, onSubmit }: NewsPostFormProps) {
  const [initial] = useState(() => fromPost(post));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const text = (key: 'slug' | 'title' | 'summary' | 'body_markdown' | 'cover') => ({
    value: values[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(key, event.target.value),
    error: errors[key] !== undefined,
    helperText: errors[key],
    fullWidth: true,
  });
  const submit = () => {
    const input: NewsPostInput = { ...values, cover: values.cover.trim() || null };
    const parsed = newsPostInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    onSubmit(parsed.data, values.cover !== initial.cover);
  };
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label="News post"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField label="Title" required {...text('title')} />
      <TextField
        label="Slug"
        required
        {...text('slug')}
        helperText={errors.slug ?? 'The address: /news/<slug>, e.g. holiday-map-pack or 2023/golf-event'}
      />
      <TextField
        label="Summary"
        multiline
        minRows={2}
        {...text('summary')}
        helperText={errors.summary ?? `${values.summary.length} / ${NEWS_SUMMARY_MAX}`}
      />
      <MarkdownWritePreview label="Body" markdown={values.body_markdown} minHeight={200}>
        <TextField
          label="Body (Markdown)"
          sx={{ mt: 1 }}
          multiline
          minRows={10}
          {...text('body_markdown')}
          helperText={
            errors.body_markdown ?? `${values.body_markdown.length} / ${NEWS_BODY_MAX}; raw HTML is not shown`
          }
          slotProps={{ htmlInput: { sx: { fontFamily: 'monospace' } } }}
        />
      </MarkdownWritePreview>
      <TextField
        label="Cover image URL (https, optional)"
        {...text('cover')}
        helperText={
          errors.cover ?? (post?.cover_url && !values.cover ? 'Empty keeps the stored cover' : undefined)
        }
      />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={values.official} onChange={(_e, on) => set('official', on)} />}
          label="Official (listed on /news/official)"
        />
        <FormControlLabel
          control={<Switch checked={values.published} onChange={(_e, on) => set('published', on)} />}
          label="Published"
        />
      </Stack>
      <ErrorAlert error={error} />
      <Button type="submit" variant="contained" loading={busy} sx={{ alignSelf: 'flex-start' }}>
        {post ? 'Save' : 'Create post'}
      </Button>
    </Stack>
  );
}
