import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../testing/test-utils.tsx';
import type { AdminGridQuery } from '../lib/crud-query.ts';
import { AdminGrid } from './admin-grid.tsx';

interface Row {
  id: number;
  title: string;
}
const ROWS: Row[] = [
  { id: 1, title: 'Neon Skies' },
  { id: 2, title: 'Glass Rain' },
];

function setup() {
  const queries: AdminGridQuery[] = [];
  const fetchPage = vi.fn(async (query: AdminGridQuery) => {
    queries.push(query);
    const data = ROWS.filter((r) => r.title.toLowerCase().includes(query.search.toLowerCase()));
    return { data, count: data.length, total: 60, page: query.page, pageCount: 3 };
  });
  const remove = vi.fn(async () => undefined);
  const view = renderRoutes([
    {
      path: '/',
      element: (
        <AdminGrid<Row>
          label="Beatmaps"
          columns={[{ field: 'title', headerName: 'Title', flex: 1 }]}
          queryKey={['test-grid']}
          fetchPage={fetchPage}
          searchLabel="Search beatmaps"
          getRowHref={(row) => `/admin/beatmaps/${row.id}`}
          bulkActions={[
            { label: 'Delete', reason: true, action: remove, done: (rows) => `${rows.length} deleted` },
          ]}
        />
      ),
    },
    { path: '/admin/beatmaps/:id', element: <p>Detail view</p> },
  ]);
  return { queries, remove, view };
}

describe('AdminGrid (spec §2 Admin area)', () => {
  it('asks the server for page 1 of 25, then the search term and the sort', async () => {
    const { queries } = setup();
    expect(await screen.findByText('Neon Skies')).toBeTruthy();
    expect(queries[0]).toEqual({ page: 1, limit: 25, sort: undefined, search: '' });
    await userEvent.type(screen.getByLabelText('Search beatmaps'), 'glass{Enter}');
    await waitFor(() => expect(queries.at(-1)?.search).toBe('glass'));
    expect(await screen.findByText('Glass Rain')).toBeTruthy();
    await userEvent.click(screen.getByText('Title'));
    await waitFor(() => expect(queries.at(-1)?.sort).toEqual({ field: 'title', order: 'ASC' }));
  });

  it('runs a bulk action on the checked rows with the reason typed', async () => {
    const { remove } = setup();
    await screen.findByText('Neon Skies');
    const deleteButton = screen.getByRole('button', { name: 'Delete' });
    expect((deleteButton as HTMLButtonElement).disabled).toBe(true);
    const row = screen.getByText('Neon Skies').closest('[role="row"]') as HTMLElement;
    await userEvent.click(within(row).getByRole('checkbox'));
    expect(screen.getByText('1 selected')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('Reason (sent to the owner)'), 'Stolen chart');
    await userEvent.click(confirm);
    await waitFor(() => expect(remove).toHaveBeenCalledWith([ROWS[0]], 'Stolen chart'));
    expect(await screen.findByText('1 deleted')).toBeTruthy();
    expect(screen.getByText('Select rows to act on them')).toBeTruthy();
  });

  it('opens the detail view from a row', async () => {
    const { view } = setup();
    await userEvent.click(await screen.findByText('Glass Rain'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/beatmaps/2'));
  });
});
