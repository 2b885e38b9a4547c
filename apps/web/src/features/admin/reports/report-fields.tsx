import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { Report, ReportStatus } from '@synthhub/shared/reports/reports.schemas';
import { Link as RouterLink } from 'react-router';

const ITEM_PATHS: Record<string, (id: number) => string> = {
  beatmap: (id) => `/beatmaps/${id}`,
  playlist: (id) => `/playlists/${id}`,
  stage: (id) => `/models/stages/${id}`,
  avatar: (id) => `/models/avatars/${id}`,
  mod: (id) => `/mods/${id}`,
  news: (id) => `/news/${id}`,
  user: (id) => `/admin/users/${id}`,
};

/** The site page a report is about: its item's page, else the URL the reporter gave (null: none). */
export function reportTargetHref(report: Report): string | null {
  if (report.target_kind && report.target_id !== null)
    return ITEM_PATHS[report.target_kind]?.(report.target_id) ?? null;
  return report.target_url;
}

/** "beatmap 12", or the reporter's URL, for the grid and the detail view. */
export function reportTargetLabel(report: Report): string {
  if (report.target_kind && report.target_id !== null) return `${report.target_kind} ${report.target_id}`;
  return report.target_url ?? '—';
}

/** A link to what the report is about (site paths in the app, other URLs in a new tab). */
export function ReportTargetLink({ report }: { report: Report }) {
  const href = reportTargetHref(report);
  const label = reportTargetLabel(report);
  if (!href) return <>{label}</>;
  const stop = (event: React.MouseEvent) => event.stopPropagation();
  return href.startsWith('/') ? (
    <Link component={RouterLink} to={href} onClick={stop}>
      {label}
    </Link>
  ) : (
    <Link href={href} target="_blank" rel="noopener noreferrer" onClick={stop}>
      {label}
    </Link>
  );
}

const KIND_LABELS: Record<Report['kind'], string> = {
  copyright: 'Copyright',
  abuse: 'Abuse',
  score: 'Held score',
};

/** "Copyright", "Abuse" or "Held score" (the site's own report, docs/decisions/0054). */
export const reportKindLabel = (report: Pick<Report, 'kind'>) => KIND_LABELS[report.kind] ?? report.kind;

/**
 * Who filed it: the account's username, else the contact e-mail, else "the site" for a held
 * score's report (docs/decisions/0054), else "anonymous".
 */
export const reporterLabel = (report: Report) =>
  report.reporter?.username ?? report.contact_email ?? (report.kind === 'score' ? 'the site' : 'anonymous');

const STATUS_COLORS: Record<ReportStatus, 'warning' | 'success' | 'default'> = {
  open: 'warning',
  resolved: 'success',
  dismissed: 'default',
};

/** The report's status as a small coloured chip. */
export function ReportStatusChip({ status }: { status: ReportStatus }) {
  return <Chip size="small" label={status} color={STATUS_COLORS[status]} variant="outlined" />;
}

/** A date and time in the admins' locale-neutral short form. */
export const filedAt = (iso: string) =>
  new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short', hour12: false });
