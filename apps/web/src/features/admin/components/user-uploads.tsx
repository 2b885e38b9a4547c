import type { AdminUserDetail } from '@synthhub/shared/admin/users.schemas';
import type { Report } from '@synthhub/shared/reports/reports.schemas';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { reportKindLabel } from '../reports/report-fields.tsx';

const KIND_LABELS = {
  beatmap: 'Beatmaps',
  playlist: 'Playlists',
  stage: 'Stages',
  avatar: 'Avatars',
} as const;
const day = (iso: string) => new Date(iso).toLocaleDateString('en', { dateStyle: 'medium' });

/** An account's uploads per kind, each linked to its page, with "(draft)" for unpublished ones. */
export function UserUploads({ uploads }: { uploads: AdminUserDetail['uploads'] }) {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
    >
      {uploads.map(({ kind, count, items }) => (
        <Box key={kind}>
          <Typography variant="subtitle1" component="h3">
            {KIND_LABELS[kind]} ({count})
          </Typography>
          {items.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              None
            </Typography>
          ) : (
            <List dense disablePadding>
              {items.map((item) => (
                <ListItem key={item.id} disableGutters>
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={item.url}>
                        {item.title}
                      </Link>
                    }
                    secondary={`${item.published ? 'Published' : 'Draft'} · ${day(item.created_at)}`}
                  />
                </ListItem>
              ))}
              {count > items.length ? (
                <Typography variant="body2" color="text.secondary">
                  and {count - items.length} more
                </Typography>
              ) : null}
            </List>
          )}
        </Box>
      ))}
    </Box>
  );
}

const ITEM_PATHS: Record<string, string> = {
  beatmap: '/beatmaps',
  playlist: '/playlists',
  stage: '/models/stages',
  avatar: '/models/avatars',
  user: '/admin/users',
};

/** What a report is about, as a link when it names an item or account, else its URL as text. */
function ReportTarget({ report }: { report: Report }) {
  const base = report.target_kind ? ITEM_PATHS[report.target_kind] : undefined;
  if (base && report.target_id !== null)
    return (
      <Link component={RouterLink} to={`${base}/${report.target_id}`}>
        {report.target_kind} {report.target_id}
      </Link>
    );
  return <>{report.target_url ?? 'unknown target'}</>;
}

/** A list of reports: kind, status, target (linked), date and the message's start; "None" when empty. */
export function ReportList({ reports }: { reports: Report[] }) {
  if (reports.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        None
      </Typography>
    );
  return (
    <List dense disablePadding>
      {reports.map((report) => (
        <ListItem key={report.id} disableGutters sx={{ display: 'block' }}>
          <Typography variant="body2">
            <strong>{reportKindLabel(report)}</strong> · {report.status} · <ReportTarget report={report} /> ·{' '}
            {day(report.created_at)}
            {report.reporter ? ` · by ${report.reporter.username}` : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {report.message.length > 200 ? `${report.message.slice(0, 200)}…` : report.message}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}
