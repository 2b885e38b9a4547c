import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { paths } from '../../config/paths.ts';
import { parsePage } from '../../lib/parse-page.ts';
import { useCurrentUser } from '../../lib/use-session.ts';
import { ContentTabBar } from './content-tab-bar.tsx';
import { type ContentTab, contentTabs, tabFor } from './content-tabs.tsx';

const uploadTabs = contentTabs.filter(
  (t): t is ContentTab & Required<Pick<ContentTab, 'Uploads'>> => !!t.Uploads,
);

/**
 * My Uploads (spec §2 `/user/uploads` with children avatars, beatmaps, playlists, stages, and the
 * shortcuts `/user/beatmaps`, `/user/playlists`, `/user/models/avatars`, `/user/models/stages`):
 * the signed-in user's content, drafts and unpublished items included, each with an Edit link.
 * `kind` pins the tab for the shortcut routes.
 */
export function MyUploadsRoute({ kind }: { kind?: ContentTab['key'] }) {
  useDocumentTitle('My Uploads');
  const params = useParams();
  const [search] = useSearchParams();
  const page = parsePage(search.get('page'));
  const me = useCurrentUser();
  const tab = tabFor(kind ?? params.tab, uploadTabs);
  if (!me || !tab.Uploads) return null; // the sign-in guard redirects before this renders
  const Uploads = tab.Uploads;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        My Uploads
      </Typography>
      <ContentTabBar
        tabs={uploadTabs}
        current={tab}
        label="My uploads by kind"
        hrefFor={(t) => paths.user.uploads.getHref(t.key)}
      />
      <Uploads
        key={tab.key}
        userId={me.id}
        page={page}
        hrefForPage={(p) => `${paths.user.uploads.getHref(tab.key)}${p > 1 ? `?page=${p}` : ''}`}
      />
    </Stack>
  );
}
