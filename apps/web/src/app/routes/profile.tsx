import Avatar from '@mui/material/Avatar';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { ErrorPage } from '../../components/error-page.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { paths } from '../../config/paths.ts';
import { FollowButton } from '../../features/follows/components/follow-button.tsx';
import { ReportButton } from '../../components/report-button.tsx';
import { UserMapperStats } from '../../features/mappers/components/user-mapper-stats.tsx';
import { useUser } from '../../features/users/api/get-user.ts';
import { AccountPlayerLine } from '../../features/users/components/account-player-line.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { useCurrentUser } from '../../lib/use-session.ts';
import { parsePage } from '../../lib/parse-page.ts';
import { ContentTabBar } from './content-tab-bar.tsx';
import { profileTabs, tabFor } from './content-tabs.tsx';

/**
 * `/profile/{username?}/{tab?}` (spec §2): a user's public page with their figures as on the mappers
 * page (beatmaps, downloads, votes, rating) and tabs for their beatmaps,
 * playlists, stages, avatars and leaderboards. Without a username it shows the signed-in user's
 * own profile, or sends a visitor to /login.
 */
export function ProfileRoute() {
  const { username, tab: tabKey } = useParams();
  const me = useCurrentUser();
  if (!username) {
    return (
      <Navigate to={me ? paths.profile.getHref(me.username) : paths.login.getHref('/profile')} replace />
    );
  }
  return <Profile username={username} tabKey={tabKey} />;
}

function Profile({ username, tabKey }: { username: string; tabKey: string | undefined }) {
  useDocumentTitle(username);
  const me = useCurrentUser();
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const query = useUser(username);
  const tab = tabFor(tabKey, profileTabs);
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 500;
    return <ErrorPage status={status} message={query.error.message} />;
  }
  const user = query.data?.user;
  return (
    <Stack spacing={3}>
      {/* Wraps on a phone: the follow and report buttons go under the name rather than past
          the window's edge (conventions: mobile 390×844; e2e leaderboards-mobile.spec.ts). */}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar sx={{ width: 72, height: 72, fontSize: 32, bgcolor: 'primary.main' }} alt="">
          {username.slice(0, 1).toUpperCase()}
        </Avatar>
        <div>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {user?.username ?? username}
          </Typography>
          {user ? (
            <Typography color="text.secondary">
              {user.admin ? 'Admin · ' : ''}member since{' '}
              {new Date(user.created_at).toLocaleDateString('en', { year: 'numeric', month: 'long' })}
            </Typography>
          ) : (
            <Skeleton width={180} />
          )}
          {user && <AccountPlayerLine user={user} />}
        </div>
        {user && <FollowButton username={user.username} signedIn={!!me} own={me?.id === user.id} />}
        {user && me?.id !== user.id && (
          <ReportButton target={{ kind: 'user', id: user.id, name: user.username }} />
        )}
      </Stack>
      {user && <UserMapperStats userId={user.id} username={user.username} />}
      <ContentTabBar
        tabs={profileTabs}
        current={tab}
        label={`${username}'s content`}
        hrefFor={(t) => paths.profile.getHref(user?.username ?? username, t.key)}
      />
      {user && (
        <tab.Profile
          key={`${user.id}-${tab.key}`}
          userId={user.id}
          page={page}
          hrefForPage={(p) => `${paths.profile.getHref(user.username, tab.key)}${p > 1 ? `?page=${p}` : ''}`}
        />
      )}
    </Stack>
  );
}
