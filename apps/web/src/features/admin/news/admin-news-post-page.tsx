import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { NewsPostInput } from '@synthhub/shared/news/news.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { AdminActionDialog } from '../components/admin-action-dialog.tsx';
import { AuditLog } from '../components/audit-log.tsx';
import {
  adminNewsKey,
  createNewsPost,
  deleteNewsPost,
  updateNewsPost,
  useAdminNewsPost,
} from './admin-news-api.ts';
import { NewsPostForm } from './news-post-form.tsx';

/**
 * `/admin/news/new` and `/admin/news/{id}` (docs/decisions/0028): the post form — create, or edit
 * with Delete and the post's history (audit log). Saving goes back to the list.
 */
export function AdminNewsPostPage() {
  const param = useParams().id;
  const id = param === undefined ? undefined : Number(param);
  useDocumentTitle(id === undefined ? 'New post · Admin' : `Post ${id} · Admin`);
  const post = useAdminNewsPost(id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const done = async (text: string) => {
    await queryClient.invalidateQueries({ queryKey: adminNewsKey });
    enqueueSnackbar(text, { variant: 'success' });
    await navigate('/admin/news');
  };
  const save = useMutation({
    mutationFn: ({ input, coverChanged }: { input: NewsPostInput; coverChanged: boolean }) => {
      if (id === undefined) return createNewsPost(input);
      const { cover, ...rest } = input;
      return updateNewsPost(id, coverChanged ? { ...rest, cover: cover ?? null } : rest);
    },
    onSuccess: (saved) => done(id === undefined ? `“${saved.title}” created.` : `“${saved.title}” saved.`),
  });
  const remove = useMutation({
    mutationFn: () => deleteNewsPost(id!),
    onSuccess: () => done('Post deleted.'),
  });
  return (
    <Box sx={{ maxWidth: 900 }}>
      <Link component={RouterLink} to="/admin/news">
        ← News
      </Link>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1, mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {id === undefined ? 'New post' : 'Edit post'}
        </Typography>
        {id !== undefined && post.data && (
          <Button color="error" onClick={() => setConfirmDelete(true)}>
            Delete
          </Button>
        )}
      </Box>
      {post.isError ? (
        <RetryAlert
          title="The post could not be loaded"
          error={post.error}
          onRetry={() => void post.refetch()}
        />
      ) : id !== undefined && !post.data ? (
        <Skeleton variant="rounded" height={400} />
      ) : (
        <NewsPostForm
          key={post.data?.id ?? 'new'}
          post={post.data}
          busy={save.isPending}
          error={save.error}
          onSubmit={(input, coverChanged) => save.mutate({ input, coverChanged })}
        />
      )}
      {id !== undefined && (
        <Box sx={{ mt: 4 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            History
          </Typography>
          <AuditLog fixed={{ targetKind: 'news', targetId: String(id) }} />
        </Box>
      )}
      {confirmDelete && (
        <AdminActionDialog
          title={`Delete “${post.data?.title ?? ''}”?`}
          text="The post and its address go; this cannot be undone."
          confirmLabel="Delete"
          busy={remove.isPending}
          onConfirm={() => remove.mutate()}
          onClose={() => setConfirmDelete(false)}
        />
      )}
    </Box>
  );
}
