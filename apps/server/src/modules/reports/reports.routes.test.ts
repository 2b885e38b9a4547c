import { REPORT_EMAIL_REQUIRED, REPORT_TARGET_REQUIRED } from '@synthhub/shared/reports/reports.schemas';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin, registerUser } from '../../../test/factories.ts';
import { buildTestApp, relaxedRateLimits, type TestApp } from '../../../test/helpers.ts';
import { reports } from '../../db/schema/index.ts';
import { auth } from '../votes/votes.test-helpers.ts';

let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await registerAdmin(t.app);
});
afterAll(async () => t?.close());

const MESSAGE = 'This beatmap uses my song without permission; please remove it.';
const file = (body: Record<string, unknown>, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reports',
    payload: {
      kind: 'copyright',
      target_url: 'https://synthhub.example/beatmaps/12',
      message: MESSAGE,
      ...body,
    },
    ...(token ? { headers: auth(token) } : {}),
  });
const stored = async () => (await t.app.db.select({ n: count() }).from(reports))[0]!.n;

describe('POST /api/reports (docs/decisions/0028)', () => {
  it('files an anonymous report with a contact e-mail, which admins then list', async () => {
    const res = await file({ contact_email: 'Label@Example.com', name: 'Label Legal' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), status: 'open' });
    const list = await t.app.inject({ url: '/api/admin/reports', headers: auth(admin.token) });
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0]).toMatchObject({
      id: res.json().id,
      kind: 'copyright',
      contact_email: 'label@example.com',
      name: 'Label Legal',
      message: MESSAGE,
      status: 'open',
      reporter: null,
    });
  });

  it('files a signed-in report without an e-mail and records the reporter', async () => {
    const user = await registerUser(t.app);
    const res = await file(
      { kind: 'abuse', target_url: undefined, target_kind: 'beatmap', target_id: 12 },
      user.token,
    );
    expect(res.statusCode).toBe(201);
    const list = (
      await t.app.inject({ url: '/api/admin/reports?status=open', headers: auth(admin.token) })
    ).json();
    expect(list.data[0]).toMatchObject({
      kind: 'abuse',
      target_kind: 'beatmap',
      target_id: 12,
      reporter: { id: user.user.id, username: user.user.username },
    });
  });

  it.each([
    ['no e-mail, anonymous', {}, `Invalid body: contact_email: ${REPORT_EMAIL_REQUIRED}`],
    [
      'a bad e-mail',
      { contact_email: 'not-an-email' },
      'Invalid body: contact_email: Enter a valid e-mail address',
    ],
    [
      'a short message',
      { contact_email: 'a@b.test', message: 'too short' },
      'Invalid body: message: Describe the problem in at least 20 characters',
    ],
    [
      'a long message',
      { contact_email: 'a@b.test', message: 'x'.repeat(5001) },
      'Invalid body: message: Keep the message to 5000 characters',
    ],
    [
      'no target',
      { contact_email: 'a@b.test', target_url: undefined },
      `Invalid body: target_url: ${REPORT_TARGET_REQUIRED}`,
    ],
    [
      'a kind without id',
      { contact_email: 'a@b.test', target_kind: 'beatmap' },
      'Invalid body: target_id: target_kind and target_id go together',
    ],
    [
      'an unknown kind',
      { contact_email: 'a@b.test', kind: 'spam' },
      'Invalid body: kind: Choose copyright or abuse',
    ],
  ])('refuses %s with 400 naming the field, storing nothing', async (_label, body, message) => {
    const before = await stored();
    const res = await file(body);
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
    expect(await stored()).toBe(before);
  });

  it('keeps the admin list to admins (401 anonymous, 403 "Unauthorized" otherwise)', async () => {
    const user = await registerUser(t.app);
    expect((await t.app.inject({ url: '/api/admin/reports' })).statusCode).toBe(401);
    const refused = await t.app.inject({ url: '/api/admin/reports', headers: auth(user.token) });
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'Unauthorized']);
  });

  it('lets admins resolve a report; the status filter follows; unknown ids 404, bad statuses 400', async () => {
    const { id } = (await file({ contact_email: 'status@example.test' })).json();
    const patch = (body: Record<string, unknown>, reportId = id, token = admin.token) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/reports/${reportId}`,
        payload: body,
        headers: auth(token),
      });
    const resolved = await patch({ status: 'resolved' });
    expect([resolved.statusCode, resolved.json().status]).toEqual([200, 'resolved']);
    const open = (
      await t.app.inject({ url: '/api/admin/reports?status=open', headers: auth(admin.token) })
    ).json();
    expect(open.data.map((r: { id: number }) => r.id)).not.toContain(id);
    const done = (
      await t.app.inject({ url: '/api/admin/reports?status=resolved', headers: auth(admin.token) })
    ).json();
    expect(done.data.map((r: { id: number }) => r.id)).toContain(id);
    expect((await patch({ status: 'deleted' })).json().message).toBe(
      'Invalid body: status: status must be one of open, resolved, dismissed',
    );
    expect((await patch({ status: 'dismissed' }, 999_999)).statusCode).toBe(404);
    const user = await registerUser(t.app);
    expect((await patch({ status: 'open' }, id, user.token)).statusCode).toBe(403);
  });

  it('pages the admin list, 25 a page', async () => {
    for (let i = 0; i < 26; i++) await file({ contact_email: `pager${i}@example.test` });
    const page1 = (await t.app.inject({ url: '/api/admin/reports', headers: auth(admin.token) })).json();
    const page2 = (
      await t.app.inject({ url: '/api/admin/reports?page=2', headers: auth(admin.token) })
    ).json();
    expect(page1).toMatchObject({ count: 25, page: 1 });
    expect(page1.total).toBeGreaterThanOrEqual(28);
    expect(page2.page).toBe(2);
    expect(page2.data[0].id).toBeLessThan(page1.data[24].id);
  });
});

describe('the report rate limit (docs/configuration.md "Rate limits": REPORT)', () => {
  it('answers 429 past the per-account figure and stores nothing more', async () => {
    const limited = await buildTestApp({
      rateLimits: { ...relaxedRateLimits(), report: { perIp: 1000, perAccount: 2, windowMs: 60_000 } },
    });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/reports',
          payload: {
            kind: 'abuse',
            target_url: 'https://x.test/a',
            message: MESSAGE,
            contact_email: 'same@x.test',
          },
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toMatch(/^Too many reports for this account\./);
      expect((await limited.app.db.select({ n: count() }).from(reports))[0]!.n).toBe(2);
    } finally {
      await limited.close();
    }
  });
});
