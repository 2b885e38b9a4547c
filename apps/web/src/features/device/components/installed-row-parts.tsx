import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import SystemUpdateAltIcon from '@mui/icons-material/SystemUpdateAlt';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ContentKind } from '@synthhub/shared/device/layout';
import { formatSize } from '@synthhub/shared/format/size';
import { Link as RouterLink } from 'react-router';
import type { CatalogItem } from '../api/get-catalog-items.ts';
import { type InstalledRow, itemHref, rowTitle } from '../installed-rows.ts';

/** What the installed-file views share: the rows, their selection and the row actions. */
export interface InstalledViewProps {
  kind: ContentKind;
  rows: readonly InstalledRow[];
  /** False while the site items are still being looked up (statuses are not known yet). */
  matched: boolean;
  /** Paths of the selected files. */
  selected: ReadonlySet<string>;
  /** Paths of files with a removal or update in flight. */
  busy: ReadonlySet<string>;
  onToggle: (path: string, on: boolean) => void;
  onRemove: (row: InstalledRow) => void;
  onUpdate: (row: InstalledRow) => void;
  /** The folder new files of this kind go to; files elsewhere (an older game's folder) show theirs. */
  writeFolder: string;
}

/** Who made the item: the beatmap's mapper, else the uploader. */
function byline(item: CatalogItem): string {
  return 'mapper' in item ? `mapped by ${item.mapper}` : `by ${item.user.username}`;
}

/** A row's title (a link to the site item when matched) and its byline. */
export function RowTitle({ kind, row }: { kind: ContentKind; row: InstalledRow }) {
  const item = row.item as CatalogItem | null;
  return (
    <Stack sx={{ minWidth: 0 }}>
      {item ? (
        <Link
          component={RouterLink}
          to={itemHref(kind, item.id)}
          underline="hover"
          sx={{ fontWeight: 500 }}
          noWrap
        >
          {rowTitle(row)}
        </Link>
      ) : (
        <Typography variant="body2" sx={{ fontWeight: 500, wordBreak: 'break-all' }}>
          {row.file.name}
        </Typography>
      )}
      {item && (
        <Typography variant="caption" color="text.secondary" noWrap>
          {byline(item)}
        </Typography>
      )}
    </Stack>
  );
}

/** The folder of a file when it is not the kind's usual one (an older game's folder), else null. */
export function otherFolder(row: InstalledRow, writeFolder: string): string | null {
  return row.file.folder === writeFolder ? null : row.file.folder || '(device root)';
}

/** The line under a row on narrow screens: "41-Artist-Title.synth · 3.2 MiB" (the name only when matched), and an unusual folder. */
export function fileLine(row: InstalledRow, writeFolder: string): string {
  const folder = otherFolder(row, writeFolder);
  return [row.item ? row.file.name : null, formatSize(row.file.size), folder && `in ${folder}`]
    .filter(Boolean)
    .join(' · ');
}

/** Update (when one is available) and Remove for one row, with a spinner while either runs. */
export function RowActions({
  row,
  busy,
  onRemove,
  onUpdate,
}: { row: InstalledRow; busy: boolean } & Pick<InstalledViewProps, 'onRemove' | 'onUpdate'>) {
  const title = rowTitle(row);
  if (busy) return <CircularProgress size={20} aria-label={`Working on ${title}`} />;
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      {row.status === 'update' && (
        <Tooltip title="Update">
          <IconButton aria-label={`Update ${title}`} onClick={() => onUpdate(row)} color="warning">
            <SystemUpdateAltIcon />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title="Remove">
        <IconButton aria-label={`Remove ${title}`} onClick={() => onRemove(row)}>
          <DeleteOutlineIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
