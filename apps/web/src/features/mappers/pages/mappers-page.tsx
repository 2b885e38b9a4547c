import Stack from '@mui/material/Stack';
import { CardGrid } from '../../../components/card-grid.tsx';
import { ListPageHeader } from '../../../components/list-page-header.tsx';
import { ListToolbar } from '../../../components/list-toolbar.tsx';
import { PagedResults } from '../../../components/paged-results.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useListUrlState } from '../../../lib/use-list-url-state.ts';
import { useMappers } from '../api/get-mappers.ts';
import { MapperCard } from '../components/mapper-card.tsx';
import { MapperCardSkeleton } from '../components/mapper-card-skeleton.tsx';
import { MAPPER_LIST_SPEC, mapperGrammar } from '../mapper-browse.ts';

/**
 * `/beatmaps/mappers` "Mappers" (spec §1, §2; issue 4 item 4): everyone with a published beatmap and
 * their statistics from `GET /api/mappers`, searchable by username and sortable, with the term, sort
 * and page in the URL; loading skeletons, empty, no-match and error states, and pagination.
 */
export function MappersPage() {
  useDocumentTitle('Mappers');
  const list = useListUrlState(MAPPER_LIST_SPEC);
  const query = useMappers({ page: list.page, ...mapperGrammar(list) });
  const total = query.data?.total ?? 0;

  return (
    <Stack spacing={2}>
      <ListPageHeader
        title="Mappers"
        subtitle={
          total > 0 ? `${total.toLocaleString('en')} ${total === 1 ? 'mapper' : 'mappers'}` : undefined
        }
      />
      <ListToolbar
        list={list}
        sorts={MAPPER_LIST_SPEC.sorts}
        searchLabel="Search mappers"
        searchPlaceholder="Username"
      />
      <PagedResults
        query={query}
        page={list.page}
        hrefForPage={list.hrefForPage}
        noun="mappers"
        emptyHint="Mappers appear here once they publish a beatmap."
        onClearFilters={list.narrowed ? list.clear : undefined}
        skeleton={
          <CardGrid label="Loading mappers" wide>
            {Array.from({ length: 12 }, (_, i) => (
              // placeholders have no identity, so the index is their key
              <MapperCardSkeleton key={i} />
            ))}
          </CardGrid>
        }
        renderItems={(items) => (
          <CardGrid label="Mappers" wide>
            {items.map((mapper) => (
              <MapperCard key={mapper.id} mapper={mapper} />
            ))}
          </CardGrid>
        )}
      />
    </Stack>
  );
}
