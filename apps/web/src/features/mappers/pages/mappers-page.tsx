import { BrowseList } from '../../../components/browse-list.tsx';
import { useListUrlState } from '../../../lib/use-list-url-state.ts';
import { useMappers } from '../api/get-mappers.ts';
import { MapperCard } from '../components/mapper-card.tsx';
import { MapperCardSkeleton } from '../components/mapper-card-skeleton.tsx';
import { MAPPER_LIST_SPEC, mapperGrammar } from '../mapper-browse.ts';

/**
 * `/beatmaps/mappers` "Mappers" (spec §1, §2; formats.md §6.3): everyone with a published beatmap and
 * their statistics from `GET /api/mappers`, searchable by username and sortable, with the term, sort
 * and page in the URL; loading skeletons, empty, no-match and error states, and pagination.
 */
export function MappersPage() {
  const list = useListUrlState(MAPPER_LIST_SPEC);
  const query = useMappers({ page: list.page, ...mapperGrammar(list) });

  return (
    <BrowseList
      title="Mappers"
      subtitle={(total) =>
        total > 0 ? `${total.toLocaleString('en')} ${total === 1 ? 'mapper' : 'mappers'}` : undefined
      }
      list={list}
      query={query}
      sorts={MAPPER_LIST_SPEC.sorts}
      searchLabel="Search mappers"
      searchPlaceholder="Username"
      noun="mappers"
      emptyHint="Mappers appear here once they publish a beatmap."
      skeleton={MapperCardSkeleton}
      renderCard={(mapper) => <MapperCard mapper={mapper} />}
      wide
    />
  );
}
