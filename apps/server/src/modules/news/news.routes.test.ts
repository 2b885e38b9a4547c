import { NEWS_SLUG_MESSAGES } from '@synthhub/shared/news/news.schemas';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin, registerUser } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { newsPosts } from '../../db/schema/index.ts';
import { auth } from '../votes/votes.test-helpers.ts';

let t: TestApp;
let admin: { token: string };
let user: { token: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await registerAdmin(t.app);
  user = await registerUser(t.app);
});
afterAll(async () => t?.close());

const post = (body: Record<string, unknown>, token: string | null = admin.token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/news',
    payload: { title: 'A news post', body_markdown: '# Hello', ...body },
    ...(token ? { headers: auth(token) } : {}),
  });
const rows = async () => (await t.app.db.select({ n: count() }).from(newsPosts))[0]!.n;

describe('admin news routes (docs/decisions/0028; spec §6 admin guard)', () => {
  it('refuses anonymous callers (401) and signed-in non-admins (403 "Unauthorized") and writes nothing', async () => {
    const before = await rows();
    const anonymous = await post({ slug: 'anon-post' }, null);
    expect([anonymous.statusCode, anonymous.json().message]).toEqual([401, 'Unauthorized']);
    const refused = await post({ slug: 'user-post' }, user.token);
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'Unauthorized']);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/admin/news/1',
        payload: {},
        headers: auth(user.token),
      });
      expect(res.statusCode).toBe(403);
      expect((await t.app.inject({ method, url: '/api/admin/news/1', payload: {} })).statusCode).toBe(401);
    }
    expect(await rows()).toBe(before);
  });

  it('creates, edits, publishes and deletes a post; drafts are invisible to the public', async () => {
    const created = await post({ slug: 'draft-news', summary: 'Soon' });
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft).toMatchObject({
      slug: 'draft-news',
      title: 'A news post',
      published_at: null,
      official: false,
    });

    // Drafts: 404 by id and slug to visitors and non-admins, absent from the list; admins see them.
    for (const ref of [String(draft.id), 'draft-news']) {
      expect((await t.app.inject({ url: `/api/news/${ref}` })).statusCode).toBe(404);
      expect((await t.app.inject({ url: `/api/news/${ref}`, headers: auth(user.token) })).statusCode).toBe(
        404,
      );
      expect((await t.app.inject({ url: `/api/news/${ref}`, headers: auth(admin.token) })).statusCode).toBe(
        200,
      );
    }
    expect(
      (await t.app.inject({ url: '/api/news' })).json().data.map((p: { id: number }) => p.id),
    ).not.toContain(draft.id);
    const adminList = await t.app.inject({ url: '/api/admin/news', headers: auth(admin.token) });
    expect(adminList.json().data.map((p: { id: number }) => p.id)).toContain(draft.id);

    const published = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/news/${draft.id}`,
      payload: { published: true, official: true, title: '  Now public  ' },
      headers: auth(admin.token),
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      title: 'Now public',
      official: true,
      published_at: expect.any(String),
    });
    const pub = await t.app.inject({ url: '/api/news/draft-news' });
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toMatchObject({
      id: draft.id,
      body_markdown: '# Hello',
      author: { id: expect.any(Number) },
    });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/news/${draft.id}`,
      headers: auth(admin.token),
    });
    expect(removed.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/news/${draft.id}` })).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/news/${draft.id}`,
      headers: auth(admin.token),
    });
    expect([again.statusCode, again.json().message]).toEqual([404, `News post ${draft.id} was not found.`]);
  });

  it('finds year-prefixed slugs through the wildcard route', async () => {
    const created = await post({ slug: '2023/coconut-edition', title: 'Coconut Edition', published: true });
    expect(created.statusCode).toBe(201);
    const found = await t.app.inject({ url: '/api/news/2023/coconut-edition' });
    expect([found.statusCode, found.json().title]).toEqual([200, 'Coconut Edition']);
    expect((await t.app.inject({ url: '/api/news/2023/nothing-here' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/news/2024/coconut-edition' })).statusCode).toBe(404);
  });

  it.each([
    ['Upper-Case', NEWS_SLUG_MESSAGES.format],
    ['double--hyphen', NEWS_SLUG_MESSAGES.format],
    ['-leading', NEWS_SLUG_MESSAGES.format],
    ['a/b/c-slug', NEWS_SLUG_MESSAGES.format],
    ['23/short-year', NEWS_SLUG_MESSAGES.format],
    ['abc', NEWS_SLUG_MESSAGES.length],
    ['2023/abc', NEWS_SLUG_MESSAGES.length],
    ['a'.repeat(51), NEWS_SLUG_MESSAGES.length],
    ['12345', NEWS_SLUG_MESSAGES.digits],
    ['official', NEWS_SLUG_MESSAGES.reserved],
  ])('refuses the slug %j with 400 naming slug, storing nothing', async (slug, message) => {
    const before = await rows();
    const res = await post({ slug });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Invalid body: slug: ${message}`);
    expect(await rows()).toBe(before);
  });

  it('refuses bad titles, bodies and covers (400 naming the field), and a taken slug (409)', async () => {
    expect((await post({ slug: 'short-title', title: 'abc' })).json().message).toBe(
      'Invalid body: title: title must be at least 4 characters',
    );
    expect((await post({ slug: 'long-title', title: 'x'.repeat(121) })).statusCode).toBe(400);
    const big = await post({ slug: 'big-body', body_markdown: 'x'.repeat(50_001) });
    expect(big.json().message).toBe(
      'Invalid body: body_markdown: body_markdown must be at most 50000 characters',
    );
    expect((await post({ slug: 'fifty-k', body_markdown: 'x'.repeat(50_000) })).statusCode).toBe(201);
    expect((await post({ slug: 'js-cover', cover: 'javascript:alert(1)' })).json().message).toBe(
      'Invalid body: cover: cover must be an https URL',
    );
    expect((await post({ slug: 'taken-slug' })).statusCode).toBe(201);
    const taken = await post({ slug: 'taken-slug' });
    expect([taken.statusCode, taken.json().message]).toEqual([
      409,
      'The slug "taken-slug" is already used by another post.',
    ]);
  });
});

describe('GET /api/news', () => {
  it('lists published posts newest first, official ones with official=true, 12 a page', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 14; i++) {
      const res = await post({ slug: `listed-post-${i}`, official: i % 2 === 0, published: true });
      ids.push(res.json().id);
    }
    const page1 = (await t.app.inject({ url: '/api/news?official=true' })).json();
    expect(page1.data.every((p: { official: boolean }) => p.official)).toBe(true);
    expect(page1.data[0].id).toBe(ids[12]);
    const all = (await t.app.inject({ url: '/api/news' })).json();
    expect(all).toMatchObject({ count: 12, page: 1 });
    expect(all.total).toBeGreaterThanOrEqual(14);
    const page2 = (await t.app.inject({ url: '/api/news?page=2' })).json();
    expect(page2.page).toBe(2);
    expect(page2.data.map((p: { id: number }) => p.id)).not.toContain(all.data[0].id);
    const times = all.data.map((p: { published_at: string }) => Date.parse(p.published_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await t.app.inject({ url: '/api/news?official=maybe' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/news?page=0' })).statusCode).toBe(400);
  });
});
