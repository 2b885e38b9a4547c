import type { SessionResponse } from '@synthhub/shared/auth/auth.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvents } from '../src/lib/events/domain-events.ts';
import { auth } from '../src/modules/votes/votes.test-helpers.ts';
import { registerAdmin, registerUser } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import { ITEM_FIXTURES } from './item-fixtures.ts';

/**
 * The domain events the item kernel and votes emit after commit (lib/events/domain-events.ts;
 * docs/decisions/0012): `item.published` when a draft becomes published, `vote.cast` when a vote
 * changes, `item.deleted` on delete — each once, with the item's uploader and who acted; nothing
 * for a refused change. Run against every content kind.
 */

let t: TestApp;
const seen: { name: keyof DomainEvents; event: unknown }[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  for (const name of ['item.published', 'item.deleted', 'vote.cast'] as const) {
    t.app.events.on(name, (event) => void seen.push({ name, event }));
  }
});
afterAll(async () => t?.close());

describe.each(ITEM_FIXTURES)('domain events: $kind', (f) => {
  let owner: SessionResponse;
  let other: SessionResponse;
  let admin: SessionResponse;
  const send = (method: 'DELETE' | 'PATCH' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: auth(token), ...(payload && { payload }) });

  beforeAll(async () => {
    owner = await registerUser(t.app);
    other = await registerUser(t.app);
    admin = await registerAdmin(t.app);
  });

  it('announces a publish, a changed vote and a delete once each, after they are made', async () => {
    const id = await f.make(t.app, owner.token, false);
    const url = `${f.path}/${id}`;
    const ids = { kind: f.kind, itemId: id };
    seen.length = 0;

    expect((await send('PATCH', url, other.token, { published: true })).statusCode).toBe(404);
    expect((await send('PATCH', url, owner.token, { published: true })).statusCode).toBe(200);
    expect((await send('PATCH', url, owner.token, { published: true })).statusCode).toBe(200);
    expect((await send('PUT', `${url}/vote`, other.token, { value: 1 })).statusCode).toBe(200);
    expect((await send('PUT', `${url}/vote`, other.token, { value: 1 })).statusCode).toBe(200);
    expect((await send('DELETE', url, other.token)).statusCode).toBe(403);
    expect((await send('DELETE', url, admin.token)).statusCode).toBe(204);

    expect(seen).toEqual([
      { name: 'item.published', event: { ...ids, ownerId: owner.user.id, byUserId: owner.user.id } },
      { name: 'vote.cast', event: { ...ids, userId: other.user.id, value: 1 } },
      { name: 'item.deleted', event: { ...ids, ownerId: owner.user.id, byUserId: admin.user.id } },
    ]);
  });
});
