import type { Paginated } from '@synthhub/shared/api/pagination';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { ListParams } from '../../lib/list-params.ts';
import type { UploadRow } from '../uploads-list.tsx';

/** What every listed item has: an id (the React key and the detail URL's). */
export interface KindItem {
  id: number | string;
}

/** The fields every My Uploads row reads besides the kind's own ({@link KindDescriptor} `uploads`). */
export interface UploadableItem extends KindItem {
  id: number;
  cover_url: string;
  cover_version: number;
  published: boolean;
  updated_at: string;
}

/**
 * What the web shows of one content kind (beatmaps, playlists, stages, avatars, mods), written
 * once in the kind's feature folder (`features/<kind>/<kind>-kind.tsx`) and read by the generic
 * list page, profile tabs, My Uploads tabs and home-page sections in `components/content-kind/`
 * (docs/decisions/0051; the web side of the server's per-kind descriptors, conventions.md
 * "Shared mechanisms"). `T` is one item of the kind's list envelope.
 */
export interface KindDescriptor<T extends KindItem> {
  /** What the items are called, plural and lower case ("beatmaps"): messages and grid labels use it. */
  noun: string;
  /** The placeholder of one card while a grid loads. */
  Skeleton: ComponentType;
  /**
   * The card of one item; `index` is its place on a browse page (0 = first; the first row's covers
   * load first), absent in profile tabs and home sections.
   */
  renderCard: (item: T, index?: number) => ReactNode;
  /**
   * The kind's My Uploads tab (spec §2 `/user/uploads`): the line shown when there are none, and
   * the kind's part of a row (title, subtitle, links); the id, cover, status and age are every item's.
   */
  uploads: {
    emptyHint: string;
    row: (item: T) => Pick<UploadRow, 'title' | 'subtitle' | 'viewHref' | 'editHref'>;
  };
}

/** The kind's list query, for a kind whose endpoint takes the common {@link ListParams}. */
export type UseKindItems<T> = (params: ListParams) => UseQueryResult<Paginated<T>>;
