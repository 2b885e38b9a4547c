import type { AuditTargetKind } from '@synthhub/shared/admin/audit.schemas';
import { avatarPatchSchema } from '@synthhub/shared/avatars/avatars.schemas';
import { beatmapPatchSchema } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { playlistPatchSchema } from '@synthhub/shared/playlists/playlists.schemas';
import { stagePatchSchema } from '@synthhub/shared/stages/stages.schemas';
import type { z } from 'zod';
import { paths } from '../../../config/paths.ts';
import type { AdminItemRow } from '../api/admin-items.ts';

/** A field of an admin edit form: a text field, a shared common field, the tags or a switch. */
export type AdminEditField =
  | { name: string; label: string; type: 'text' }
  | { name: 'description' | 'youtube_url'; type: 'common' }
  | { name: 'tags'; type: 'tags' }
  | { name: string; label: string; type: 'switch' };

/**
 * What differs between the admin screens of the four content kinds (spec §2 "Admin area"); one
 * generic screen and detail view are driven by it (docs/decisions/0014, 0030):
 * - `path` below `/admin` and `/api/admin` (`beatmaps`, `models/avatars` …), `label`, `noun`;
 * - `auditKind`, the audit log's target kind; `publicHref`, the item's public page;
 * - `titleField` (the grid's first column and the detail's heading) and the extra `columns`
 *   (label, field), `searchFields` of the search box (list grammar `$contL`);
 * - the edit form: the kind's shared patch schema narrowed to `editFields`, and `toForm` when the
 *   API's shape differs from the form's (beatmap tags are `{tag}` objects).
 */
export interface AdminItemKind {
  path: string;
  label: string;
  noun: string;
  auditKind: AuditTargetKind;
  publicHref: (id: number) => string;
  titleField: 'title' | 'name';
  columns: { field: string; label: string }[];
  searchFields: readonly string[];
  editSchema: z.ZodObject;
  editFields: AdminEditField[];
  toForm?: (row: AdminItemRow) => Record<string, unknown>;
}

const pick = (schema: z.ZodObject, fields: AdminEditField[]) =>
  schema.pick(Object.fromEntries(fields.map((f) => [f.name, true])) as never) as z.ZodObject;

const BEATMAP_FIELDS: AdminEditField[] = [
  { name: 'title', label: 'Title', type: 'text' },
  { name: 'artist', label: 'Artist', type: 'text' },
  { name: 'mapper', label: 'Mapper', type: 'text' },
  { name: 'description', type: 'common' },
  { name: 'youtube_url', type: 'common' },
  { name: 'tags', type: 'tags' },
  { name: 'explicit', label: 'Explicit', type: 'switch' },
];
const NAME_FIELDS: AdminEditField[] = [
  { name: 'name', label: 'Name', type: 'text' },
  { name: 'description', type: 'common' },
];
const MODEL_FIELDS: AdminEditField[] = [...NAME_FIELDS, { name: 'youtube_url', type: 'common' }];
const STAGE_FIELDS: AdminEditField[] = [...MODEL_FIELDS, { name: 'tags', type: 'tags' }];

/** The four kinds' admin screens, in navigation order. */
export const ADMIN_ITEM_KINDS = {
  beatmaps: {
    path: 'beatmaps',
    label: 'Beatmaps',
    noun: 'beatmap',
    auditKind: 'beatmap',
    publicHref: (id) => paths.beatmaps.detail.getHref(id),
    titleField: 'title',
    columns: [{ field: 'artist', label: 'Artist' }],
    searchFields: ['title', 'artist', 'mapper'],
    editSchema: pick(beatmapPatchSchema, BEATMAP_FIELDS),
    editFields: BEATMAP_FIELDS,
    toForm: (row) => ({ tags: (row.tags as { tag: string }[]).map((t) => t.tag) }),
  },
  playlists: {
    path: 'playlists',
    label: 'Playlists',
    noun: 'playlist',
    auditKind: 'playlist',
    publicHref: (id) => paths.playlists.detail.getHref(id),
    titleField: 'name',
    columns: [],
    searchFields: ['name'],
    editSchema: pick(playlistPatchSchema, NAME_FIELDS),
    editFields: NAME_FIELDS,
  },
  avatars: {
    path: 'models/avatars',
    label: 'Avatars',
    noun: 'avatar',
    auditKind: 'avatar',
    publicHref: (id) => paths.models.avatars.detail.getHref(id),
    titleField: 'name',
    columns: [],
    searchFields: ['name'],
    editSchema: pick(avatarPatchSchema, MODEL_FIELDS),
    editFields: MODEL_FIELDS,
  },
  stages: {
    path: 'models/stages',
    label: 'Stages',
    noun: 'stage',
    auditKind: 'stage',
    publicHref: (id) => paths.models.stages.detail.getHref(id),
    titleField: 'name',
    columns: [],
    searchFields: ['name'],
    editSchema: pick(stagePatchSchema, STAGE_FIELDS),
    editFields: STAGE_FIELDS,
  },
} satisfies Record<string, AdminItemKind>;

export type AdminItemKindName = keyof typeof ADMIN_ITEM_KINDS;
