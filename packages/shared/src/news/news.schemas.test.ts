import { describe, expect, it } from 'vitest';
import {
  NEWS_SLUG_MESSAGES,
  newsPostInputSchema,
  newsPostPatchSchema,
  newsSlugSchema,
} from './news.schemas.ts';

const issue = (slug: string) => newsSlugSchema.safeParse(slug).error?.issues[0]?.message;

describe('newsSlugSchema (spec §5 event slug plus an optional YYYY/ prefix; docs/decisions/0028)', () => {
  it.each([
    'halloween22',
    'holiday-map-pack',
    'wavemakers',
    '2023/coconut-edition',
    '2023/golf-event',
    'a1b2',
  ])('accepts %j', (slug) => expect(newsSlugSchema.parse(slug)).toBe(slug));

  it('trims before checking', () => expect(newsSlugSchema.parse('  wavemakers ')).toBe('wavemakers'));

  it('counts 4–50 characters after the year prefix', () => {
    expect(issue('a'.repeat(4))).toBeUndefined();
    expect(issue('a'.repeat(50))).toBeUndefined();
    expect(issue(`2023/${'a'.repeat(50)}`)).toBeUndefined();
    expect(issue('abc')).toBe(NEWS_SLUG_MESSAGES.length);
    expect(issue('a'.repeat(51))).toBe(NEWS_SLUG_MESSAGES.length);
    expect(issue('2023/abc')).toBe(NEWS_SLUG_MESSAGES.length);
  });

  it.each([
    'Wavemakers',
    'two--hyphens',
    '-lead',
    'trail-',
    'under_score',
    'a b c d',
    '2023/',
    '203/abcd',
    '2023/x/y-z',
    '/abcd',
    'héllo',
  ])('refuses %j as malformed', (slug) => expect(issue(slug)).toBe(NEWS_SLUG_MESSAGES.format));

  it('refuses digits alone (ids) and reserved page names', () => {
    expect(issue('2023')).toBe(NEWS_SLUG_MESSAGES.digits);
    expect(issue('12345678')).toBe(NEWS_SLUG_MESSAGES.digits);
    expect(issue('2023/2024')).toBeUndefined();
    expect(issue('official')).toBe(NEWS_SLUG_MESSAGES.reserved);
  });
});

describe('newsPostInputSchema', () => {
  const base = { slug: 'wavemakers', title: 'Wavemakers', body_markdown: '' };

  it('fills defaults: no summary, no cover, unofficial draft', () => {
    expect(newsPostInputSchema.parse(base)).toEqual({
      ...base,
      summary: '',
      cover: null,
      official: false,
      published: false,
    });
  });

  it('keeps titles of 4–120 characters after trimming, bodies up to 50,000', () => {
    expect(newsPostInputSchema.safeParse({ ...base, title: '  abcd  ' }).data?.title).toBe('abcd');
    expect(newsPostInputSchema.safeParse({ ...base, title: '  abc  ' }).success).toBe(false);
    expect(newsPostInputSchema.safeParse({ ...base, title: 'x'.repeat(120) }).success).toBe(true);
    expect(newsPostInputSchema.safeParse({ ...base, title: 'x'.repeat(121) }).success).toBe(false);
    expect(newsPostInputSchema.safeParse({ ...base, body_markdown: 'x'.repeat(50_000) }).success).toBe(true);
    expect(newsPostInputSchema.safeParse({ ...base, body_markdown: 'x'.repeat(50_001) }).success).toBe(false);
  });

  it('takes https covers only', () => {
    expect(newsPostInputSchema.safeParse({ ...base, cover: 'https://cdn.example/c.jpg' }).success).toBe(true);
    for (const cover of [
      'http://cdn.example/c.jpg',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      '/api/x',
    ])
      expect([cover, newsPostInputSchema.safeParse({ ...base, cover }).success]).toEqual([cover, false]);
  });

  it('patches leave out what is not given', () => {
    expect(newsPostPatchSchema.parse({ published: true })).toEqual({ published: true });
    expect(newsPostPatchSchema.safeParse({ slug: 'Bad Slug' }).success).toBe(false);
  });
});
