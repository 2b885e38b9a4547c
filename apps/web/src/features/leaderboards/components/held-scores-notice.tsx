import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../../lib/use-session.ts';
import { useHeldScores } from '../api/get-held-scores.ts';
import { difficultyName, formatDate, formatPercent, formatScore, modeName } from '../format.ts';

/**
 * "Held for review" for the owner of a leaderboard profile (docs/decisions/0054 "Honest scores"):
 * when the signed-in user is `userId`, their held scores — board, score, accuracy, date — in an
 * info alert saying they count nowhere until an admin reviews them. Renders nothing for anyone
 * else, while loading, when nothing is held, or when the request fails (a side note: the page's
 * own lists show their errors). Mount it above the profile's score list:
 * `<HeldScoresNotice userId={profile.user?.id} />`.
 */
export function HeldScoresNotice({ userId }: { userId: number | null | undefined }) {
  const user = useCurrentUser();
  const owner = user !== null && userId !== null && userId !== undefined && user.id === userId;
  const held = useHeldScores(owner);
  if (!owner || !held.data || held.data.length === 0) return null;
  const n = held.data.length;
  return (
    <Alert severity="info" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
      <AlertTitle>{n === 1 ? 'One of your scores is' : `${n} of your scores are`} held for review</AlertTitle>
      They looked unusual, so they count on no leaderboard or ranking until a site admin checks them.
      <ul style={{ margin: '8px 0 0', paddingLeft: 20 }}>
        {held.data.map((s) => (
          <li key={s.id}>
            <Link component={RouterLink} to={`/leaderboards/${s.leaderboard.id}`}>
              {s.leaderboard.song_name || `Leaderboard ${s.leaderboard.id}`} (
              {difficultyName(s.leaderboard.difficulty)}, {modeName(s.leaderboard.mode)})
            </Link>
            {` — ${formatScore(s.modified_score)} · ${formatPercent(s.accuracy)} · ${formatDate(s.created_at)}`}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
