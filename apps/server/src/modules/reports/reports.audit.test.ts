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

describe('report status changes are audited (docs/decisions/0028, 0030)', () => {
  it('records report.<status> with the status before and after, and nothing for an unknown report', async () => {
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: {
        kind: 'abuse',
        target_kind: 'beatmap',
        target_id: 12,
        contact_email: 'someone@example.test',
        message: 'This beatmap cover shows something it should not show.',
      },
    });
    const id = filed.json().id as number;
    for (const status of ['resolved', 'dismissed']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/reports/${id}`,
        payload: { status },
        headers: auth(admin.token),
      });
      expect(res.statusCode).toBe(200);
    }
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/reports/999999',
      payload: { status: 'resolved' },
      headers: auth(admin.token),
    });
    expect(missing.statusCode).toBe(404);
    const one = await t.app.inject({ url: `/api/admin/reports/${id}`, headers: auth(admin.token) });
    expect(one.json()).toMatchObject({ id, status: 'dismissed', target_kind: 'beatmap', target_id: 12 });
    const paged = await t.app.inject({ url: '/api/admin/reports?limit=1', headers: auth(admin.token) });
    expect(paged.json()).toMatchObject({ count: 1, pageCount: 1 });
    const entries = (
      await t.app.inject({ url: '/api/admin/audit?target_kind=report', headers: auth(admin.token) })
    ).json().data;
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      action: 'report.dismissed',
      target_id: String(id),
      target_label: 'abuse report on beatmap 12',
      actor: { id: admin.user.id },
      before: { status: 'resolved' },
      after: { status: 'dismissed' },
    });
    expect(entries[1]).toMatchObject({ action: 'report.resolved', before: { status: 'open' } });
  });
});
