import { describe, expect, it } from 'vitest';
import { votingStateAt } from './events.constants.ts';
import {
  EVENT_MESSAGES,
  eventInputSchema,
  eventSlugSchema,
  eventTitleSchema,
  eventVoteBodySchema,
  voteMovePositionSchema,
} from './events.schemas.ts';

const issues = (
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  v: unknown,
) => {
  const r = schema.safeParse(v);
  return r.success ? [] : r.error!.issues.map((i) => i.message);
};

describe('event title (spec §5: trimmed, 4-120 characters)', () => {
  it('accepts 4 and 120 characters after trimming and refuses 3 and 121', () => {
    expect(eventTitleSchema.parse('  Best  ')).toBe('Best');
    expect(issues(eventTitleSchema, 'x'.repeat(120))).toEqual([]);
    expect(issues(eventTitleSchema, '  abc   ')).toEqual([EVENT_MESSAGES.titleLength]);
    expect(issues(eventTitleSchema, 'x'.repeat(121))).toEqual([EVENT_MESSAGES.titleLength]);
  });
});

describe('event slug (spec §5)', () => {
  it('accepts lowercase groups of letters and digits joined by single hyphens, 4-50 characters', () => {
    for (const ok of ['best-of-2023', 'abcd', ' wave ', 'a1-b2-c3', 'x'.repeat(50)])
      expect(issues(eventSlugSchema, ok), ok).toEqual([]);
    expect(eventSlugSchema.parse(' wave ')).toBe('wave');
  });

  it('refuses uppercase, doubled, leading or trailing hyphens, other characters and bad lengths', () => {
    for (const bad of ['Best-of', 'best--of', '-best', 'best-', 'best_of', 'best of', 'bést'])
      expect(issues(eventSlugSchema, bad), bad).toEqual([EVENT_MESSAGES.slugPattern]);
    expect(issues(eventSlugSchema, 'abc')).toEqual([EVENT_MESSAGES.slugLength]);
    expect(issues(eventSlugSchema, 'x'.repeat(51))).toEqual([EVENT_MESSAGES.slugLength]);
  });
});

describe('event input', () => {
  const base = {
    title: 'Best of 2023',
    slug: 'best-of-2023',
    voting_start_date: '2024-01-01T00:00:00Z',
    voting_end_date: '2024-01-31T00:00:00Z',
  };
  it('defaults description to "" and published/featured to false, dates to Date', () => {
    const e = eventInputSchema.parse(base);
    expect(e).toMatchObject({ description: '', published: false, featured: false });
    expect(e.voting_start_date.toISOString()).toBe('2024-01-01T00:00:00.000Z');
  });
  it('takes a one-instant window and refuses an end before the start', () => {
    expect(issues(eventInputSchema, { ...base, voting_end_date: base.voting_start_date })).toEqual([]);
    expect(issues(eventInputSchema, { ...base, voting_end_date: '2023-12-31T23:59:59Z' })).toEqual([
      EVENT_MESSAGES.dates,
    ]);
  });
});

describe('vote body (spec §3, §5: order 0-50, default 0)', () => {
  it('defaults order to 0 and accepts 0 and 50', () => {
    expect(eventVoteBodySchema.parse({ category_id: 1, beatmap_id: 2 })).toEqual({
      category_id: 1,
      beatmap_id: 2,
      order: 0,
    });
    expect(issues(eventVoteBodySchema, { category_id: 1, beatmap_id: 2, order: 50 })).toEqual([]);
  });
  it('refuses 51, -1, 1.5 and a string order, and missing or bad ids', () => {
    for (const order of [51, -1, 1.5, '3'])
      expect(issues(eventVoteBodySchema, { category_id: 1, beatmap_id: 2, order }), String(order)).toEqual([
        EVENT_MESSAGES.order,
      ]);
    expect(issues(eventVoteBodySchema, { beatmap_id: 2 })).toHaveLength(1);
    expect(issues(eventVoteBodySchema, { category_id: 0, beatmap_id: 2 })).toHaveLength(1);
  });
  it('reads a move position "0".."50" and refuses "51", "-1", "1e1"', () => {
    expect(voteMovePositionSchema.parse('0')).toBe(0);
    expect(voteMovePositionSchema.parse('50')).toBe(50);
    for (const bad of ['51', '-1', '1e1', 'x', '007'])
      expect(voteMovePositionSchema.safeParse(bad).success, bad).toBe(false);
  });
});

describe('votingStateAt (spec §4: inclusive at both ends)', () => {
  const start = Date.UTC(2024, 0, 1);
  const end = Date.UTC(2024, 0, 31);
  it('is open exactly at the start and exactly at the end, and not 1 ms outside', () => {
    expect(votingStateAt(start, end, start)).toBe('open');
    expect(votingStateAt(start, end, end)).toBe('open');
    expect(votingStateAt(start, end, start - 1)).toBe('upcoming');
    expect(votingStateAt(start, end, end + 1)).toBe('closed');
  });
});
