import { describe, expect, it } from 'vitest';
import { crudQuery, plainQuery } from './crud-query.ts';

describe('crudQuery (formats.md §6.1)', () => {
  it('sends page and limit only when nothing is searched or sorted', () => {
    expect(crudQuery({ page: 2, limit: 25, search: '' }, { searchFields: ['title'] })).toEqual({
      page: 2,
      limit: 25,
    });
  });

  it('turns the search term into $contL over the fields and joins the filters with $and', () => {
    const query = crudQuery(
      { page: 1, limit: 50, search: 'neon', sort: { field: 'published_at', order: 'DESC' } },
      {
        searchFields: ['title', 'artist'],
        conditions: [{ ost: true }, undefined],
        extra: { status: 'deleted' },
      },
    );
    expect(query).toEqual({
      page: 1,
      limit: 50,
      sort: 'published_at,DESC',
      status: 'deleted',
      s: JSON.stringify({
        $and: [{ $or: [{ title: { $contL: 'neon' } }, { artist: { $contL: 'neon' } }] }, { ost: true }],
      }),
    });
  });

  it('plainQuery sends the term as q', () => {
    expect(
      plainQuery({ page: 1, limit: 25, search: 'dj', sort: { field: 'username', order: 'ASC' } }),
    ).toEqual({ page: 1, limit: 25, q: 'dj', sort: 'username,ASC' });
  });
});
