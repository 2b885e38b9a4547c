import type { Paginated } from '@synthhub/shared/api/pagination';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { FEATURED_COUNT, FEATURED_SORT } from '../../lib/featured.ts';
import { CardSection } from '../card-section.tsx';
import type { KindDescriptor, KindItem, UseKindItems } from './content-kind.ts';

/** Props of {@link FeaturedItems}. */
export interface FeaturedItemsProps<T extends KindItem> {
  kind: KindDescriptor<T>;
  /** The kind's list query for the section (a few items in the section's order). */
  query: UseQueryResult<Paginated<T>>;
  /** The section's heading ("Featured avatars"); the error line says "Could not load the featured avatars". */
  title: string;
  /** The line under the heading, saying by which rule the items were picked. */
  subtitle?: string;
  /** Where "See all" goes: the kind's list in the same order. */
  seeAllHref: string;
}

/**
 * A home-page section of one kind's cards (spec §2 home; docs/decisions/0022 for the Hype order
 * the featured sections use): {@link CardSection} with the kind's card and placeholder, "No
 * avatars have been published yet." when empty.
 */
export function FeaturedItems<T extends KindItem>({
  kind,
  query,
  title,
  subtitle,
  seeAllHref,
}: FeaturedItemsProps<T>) {
  return (
    <CardSection
      title={title}
      subtitle={subtitle}
      seeAllHref={seeAllHref}
      query={query}
      itemKey={(item) => item.id}
      skeleton={kind.Skeleton}
      empty={`No ${kind.noun} have been published yet.`}
      errorTitle={`Could not load the ${title.charAt(0).toLowerCase()}${title.slice(1)}`}
      renderCard={(item) => kind.renderCard(item)}
    />
  );
}

/**
 * The home page's "Featured …" section of a kind (spec §2 home): the {@link FEATURED_COUNT}
 * best-rated published items by the Hype score (`FEATURED_SORT`, the lists' Hype sort;
 * docs/decisions/0022), "See all" to `listHref` sorted the same way.
 */
export function featuredItems<T extends KindItem>(
  kind: KindDescriptor<T>,
  useItems: UseKindItems<T>,
  listHref: string,
): ComponentType {
  return function Featured() {
    const query = useItems({ page: 1, limit: FEATURED_COUNT, sort: FEATURED_SORT });
    return (
      <FeaturedItems
        kind={kind}
        query={query}
        title={`Featured ${kind.noun}`}
        subtitle="The community's best-rated"
        seeAllHref={`${listHref}?sort=hype`}
      />
    );
  };
}
