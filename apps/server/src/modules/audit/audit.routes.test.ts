import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin, registerUser } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { auth } from '../votes/votes.test-helpers.ts';
import { recordAudit } from './index.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
let owner: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await registerAdmin(t.app);
  owner = await registerUser(t.app);
});
afterAll(async () => t?.close());

const list = (query = '') => t.app.inject({ url: `/api/admin/audit${query}`, headers: auth(admin.token) });

describe('the audit log (docs/decisions/0030)', () => {
  it('records an action with its transaction, lists it newest first and notifies the owner', async () => {
    await t.app.db.transaction(async (tx) => {
      await recordAudit(
        tx,
        {
          actorId: admin.user.id,
          action: 'beatmap.unpublish',
          targetKind: 'beatmap',
          targetId: 41,
          targetLabel: 'Song A',
          before: { published: true },
          after: { published: false },
          reason: 'Wrong audio',
        },
        { userId: owner.user.id, text: 'An admin unpublished Song A: Wrong audio', url: '/beatmaps/41' },
      );
      await recordAudit(tx, {
        actorId: admin.user.id,
        action: 'tag.merge',
        targetKind: 'tag',
        targetId: 'edm',
      });
    });
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 2, total: 2, page: 1, pageCount: 1 });
    expect(body.data.map((e: { action: string }) => e.action)).toEqual(['tag.merge', 'beatmap.unpublish']);
    expect(body.data[1]).toMatchObject({
      actor: { id: admin.user.id, username: admin.user.username },
      target_kind: 'beatmap',
      target_id: '41',
      target_label: 'Song A',
      before: { published: true },
      after: { published: false },
      reason: 'Wrong audio',
    });
    await t.app.jobs.drained();
    const bell = await t.app.inject({ url: '/api/notifications/unread', headers: auth(owner.token) });
    expect(JSON.stringify(bell.json())).toContain('An admin unpublished Song A: Wrong audio');
  });

  it('writes nothing when the transaction fails', async () => {
    await expect(
      t.app.db.transaction(async (tx) => {
        await recordAudit(tx, {
          actorId: admin.user.id,
          action: 'user.suspend',
          targetKind: 'user',
          targetId: 9,
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await list('?action=user.suspend')).json().total).toBe(0);
  });

  it('filters by action prefix, actor, target and window, and names a bad filter', async () => {
    expect((await list('?action=beatmap.')).json().total).toBe(1);
    expect((await list('?action=beatmap')).json().total).toBe(0);
    expect((await list(`?actor=${admin.user.username.toUpperCase()}`)).json().total).toBe(2);
    expect((await list('?actor=nobody-here')).json().total).toBe(0);
    expect((await list('?target_kind=tag&target_id=edm')).json().total).toBe(1);
    expect((await list('?from=2999-01-01T00:00:00Z')).json().total).toBe(0);
    expect((await list('?limit=1&page=2')).json()).toMatchObject({ count: 1, page: 2, pageCount: 2 });
    const bad = await list('?target_kind=planet');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('target_kind must be one of');
  });

  it('is refused to a signed-in non-admin with "Unauthorized"', async () => {
    const res = await t.app.inject({ url: '/api/admin/audit', headers: auth(owner.token) });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Unauthorized');
  });
});
