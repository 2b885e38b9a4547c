import { and, asc, gte, lt, sql } from 'drizzle-orm';
import { integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle } from '../../db/client.ts';
import { openTestDb } from '../../../test/helpers.ts';
import { pageWithBoundedTotal, plannedRows, roundEstimate } from './page-total.ts';

// docs/decisions/0034: exact totals up to a threshold, the planner's estimate past it (flagged),
// on PGlite and on PostgreSQL (TEST_DATABASE_URL). A scratch table of 2,000 rows, k = 0..1999.
const probe = pgTable('page_total_probe', { id: serial('id').primaryKey(), k: integer('k').notNull() });
let h: DbHandle;

beforeAll(async () => {
  h = await openTestDb();
  await h.db.execute(sql`create table page_total_probe (id serial primary key, k integer not null)`);
  await h.db.execute(sql`insert into page_total_probe (k) select g from generate_series(0, 1999) g`);
  await h.db.execute(sql`analyze page_total_probe`);
});
afterAll(async () => h?.close());

/** One page of the rows with k in [from, to), by k, with the bounded total (threshold `max`). */
async function list(from: number, to: number, paging: { offset: number; limit: number }, max: number) {
  const where = and(gte(probe.k, from), lt(probe.k, to));
  return pageWithBoundedTotal(
    h.db,
    () =>
      h.db
        .select({ one: sql`1` })
        .from(probe)
        .where(where),
    paging,
    (total) =>
      h.db
        .select({ k: probe.k, total })
        .from(probe)
        .where(where)
        .orderBy(asc(probe.k))
        .limit(paging.limit)
        .offset(paging.offset),
    max,
  );
}

const ks = (rows: { k: number }[]) => rows.map((r) => r.k);
const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

describe('pageWithBoundedTotal', () => {
  it('counts exactly up to the threshold, the threshold itself included', async () => {
    expect((await list(0, 5, { offset: 0, limit: 3 }, 10)).total).toEqual({ value: 5, estimated: false });
    expect((await list(0, 10, { offset: 0, limit: 3 }, 10)).total).toEqual({ value: 10, estimated: false });
  });

  it('past the threshold answers the planner estimate, flagged, never below what it knows', async () => {
    const { rows, total } = await list(0, 1500, { offset: 0, limit: 20 }, 100);
    expect(ks(rows)).toEqual(range(0, 20));
    expect(total.estimated).toBe(true);
    expect(total.value).toBeGreaterThanOrEqual(101);
    expect(total.value % 10).toBe(0); // rounded to two significant digits
    // Deep in a broad list a full page promises at least one more row, so pageCount goes on.
    const deep = await list(0, 1500, { offset: 1400, limit: 20 }, 100);
    expect(ks(deep.rows)).toEqual(range(1400, 20));
    expect(deep.total.value).toBeGreaterThanOrEqual(1421);
  });

  it('estimates within a fifth of the truth on an analysed table (PGlite and PostgreSQL)', async () => {
    for (const [to, truth] of [
      [1500, 1500],
      [400, 400],
    ] as const) {
      const estimate = await plannedRows(
        h.db,
        h.db
          .select({ one: sql`1` })
          .from(probe)
          .where(lt(probe.k, to)),
      );
      expect(Math.abs(estimate - truth) / truth, `k < ${to}`).toBeLessThan(0.2);
    }
  });

  it('answers the exact total on a last page that is not full, even past the threshold', async () => {
    const { rows, total } = await list(0, 1500, { offset: 1490, limit: 20 }, 100);
    expect(ks(rows)).toEqual(range(1490, 10));
    expect(total).toEqual({ value: 1500, estimated: false });
  });

  it('counts an empty page past the end exactly, under the threshold and above it', async () => {
    expect(await list(0, 50, { offset: 500, limit: 20 }, 100)).toEqual({
      rows: [],
      total: { value: 50, estimated: false },
    });
    // Someone who followed an estimate too high lands past the end: the envelope tells the real
    // total (so the real last page), not the estimate again.
    expect(await list(0, 1500, { offset: 1600, limit: 20 }, 100)).toEqual({
      rows: [],
      total: { value: 1500, estimated: false },
    });
    expect(await list(0, 1500, { offset: 1500, limit: 20 }, 100)).toEqual({
      rows: [],
      total: { value: 1500, estimated: false },
    });
  });

  it('answers zero for an empty first page', async () => {
    expect(await list(5000, 6000, { offset: 0, limit: 20 }, 100)).toEqual({
      rows: [],
      total: { value: 0, estimated: false },
    });
  });

  it('with the default threshold (1,000) counts 1,000 exactly and estimates 1,001', async () => {
    const exact = await pageWithBoundedTotal(
      h.db,
      () =>
        h.db
          .select({ one: sql`1` })
          .from(probe)
          .where(lt(probe.k, 1000)),
      { offset: 0, limit: 5 },
      (total) =>
        h.db
          .select({ k: probe.k, total })
          .from(probe)
          .where(lt(probe.k, 1000))
          .orderBy(asc(probe.k))
          .limit(5),
    );
    expect(exact.total).toEqual({ value: 1000, estimated: false });
    const over = await pageWithBoundedTotal(
      h.db,
      () =>
        h.db
          .select({ one: sql`1` })
          .from(probe)
          .where(lt(probe.k, 1001)),
      { offset: 0, limit: 5 },
      (total) =>
        h.db
          .select({ k: probe.k, total })
          .from(probe)
          .where(lt(probe.k, 1001))
          .orderBy(asc(probe.k))
          .limit(5),
    );
    expect(over.total.estimated).toBe(true);
    expect(over.total.value).toBeGreaterThanOrEqual(1001);
  });
});

describe('roundEstimate', () => {
  it('keeps two significant digits', () => {
    expect(roundEstimate(6522)).toBe(6500);
    expect(roundEstimate(1049)).toBe(1000);
    expect(roundEstimate(98765)).toBe(99000);
    expect(roundEstimate(57.4)).toBe(57);
  });
});
