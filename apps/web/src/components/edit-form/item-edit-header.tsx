import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { paths } from '../../config/paths.ts';
import { EditPageHeader } from '../edit-page-header.tsx';
import type { EditableItem, EditKind } from './edit-kind.ts';

/** Props of {@link ItemEditHeader}. */
export interface ItemEditHeaderProps {
  kind: EditKind;
  /** The item, or null while it is new (not saved yet). */
  item: EditableItem | null;
  /** The item's name in the delete confirmation. */
  name: string;
  /** The kind's own buttons after View (e.g. "Upload new version"). */
  actions?: ReactNode;
}

/** "Edit {Noun}" with its chip, View, the kind's actions and Delete ({@link EditPageHeader}); "New {Noun}" for a new item. */
export function ItemEditHeader({ kind, item, name, actions }: ItemEditHeaderProps) {
  if (!item)
    return (
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        New {kind.noun}
      </Typography>
    );
  const what = kind.noun.toLowerCase();
  return (
    <EditPageHeader
      title={`Edit ${kind.noun}`}
      published={item.published}
      viewHref={kind.routes.detail.getHref(item.id)}
      actions={actions}
      remove={{
        what,
        name,
        url: `/api${kind.routes.detail.getHref(item.id)}`,
        queryKey: kind.keys.all,
        afterHref: paths.user.uploads.getHref(`${what}s`),
      }}
    />
  );
}
