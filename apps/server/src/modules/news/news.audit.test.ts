import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { auth } from '../votes/votes.test-helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await registerAdmin(t.app);
});
afterAll(async () => t?.close());

const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(admin.token), ...(payload ? { payload } : {}) });
const auditOf = async (id: number) =>
  (
    await t.app.inject({
      url: `/api/admin/audit?target_kind=news&target_id=${id}`,
      headers: auth(admin.token),
    })
  ).json().data;

describe('news admin actions are audited (docs/decisions/0028, 0030)', () => {
  it('records create, update, publish, unpublish and delete with the changed fields', async () => {
    const created = await call('POST', '/api/admin/news', {
      slug: 'audited-post',
      title: 'Audited post',
      body_markdown: 'Body',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    await call('PATCH', `/api/admin/news/${id}`, { title: 'Audited post, edited' });
    await call('PATCH', `/api/admin/news/${id}`, { published: true });
    await call('PATCH', `/api/admin/news/${id}`, { published: false });
    expect((await call('DELETE', `/api/admin/news/${id}`)).statusCode).toBe(204);
    const entries = await auditOf(id);
    expect(entries.map((e: { action: string }) => e.action)).toEqual([
      'news.delete',
      'news.unpublish',
      'news.publish',
      'news.update',
      'news.create',
    ]);
    expect(entries[3]).toMatchObject({
      actor: { id: admin.user.id },
      target_label: 'Audited post, edited',
      before: { title: 'Audited post' },
      after: { title: 'Audited post, edited' },
    });
    expect(entries[0].before).toMatchObject({ slug: 'audited-post' });
  });

  it('records nothing when the change fails (taken slug, unknown post)', async () => {
    const first = (
      await call('POST', '/api/admin/news', { slug: 'taken-slug', title: 'One post', body_markdown: 'x' })
    ).json();
    const clash = await call('POST', '/api/admin/news', {
      slug: 'taken-slug',
      title: 'Other post',
      body_markdown: 'x',
    });
    expect(clash.statusCode).toBe(409);
    const other = (
      await call('POST', '/api/admin/news', { slug: 'other-slug', title: 'Third post', body_markdown: 'x' })
    ).json();
    expect((await call('PATCH', `/api/admin/news/${other.id}`, { slug: 'taken-slug' })).statusCode).toBe(409);
    expect((await auditOf(other.id)).map((e: { action: string }) => e.action)).toEqual(['news.create']);
    expect((await auditOf(first.id)).length).toBe(1);
    expect((await call('DELETE', '/api/admin/news/999999')).statusCode).toBe(404);
    expect((await auditOf(999_999)).length).toBe(0);
  });
});
