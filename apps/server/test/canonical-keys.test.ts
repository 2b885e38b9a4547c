import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, leaderboards, newsPosts, seasons } from '../src/db/schema/index.ts';
import { insertBeatmap } from '../src/modules/beatmaps/beatmaps.test-helpers.ts';
import { makeMod } from '../src/modules/mods/mods.test-kit.ts';
import { registerUser } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

// Every external key is made canonical where it enters (docs/decisions/0046): another spelling —
// upper case, surrounding spaces, a Unicode look-alike — finds the same thing or is refused with a
// message, and never opens a second identity. PGlite, or PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const unique = () => randomBytes(3).toString('hex');
const register = (username: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, email, password: 'correct horse battery' },
  });

describe('usernames and e-mails', () => {
  it('a case variant of a taken username or e-mail is refused with 409, not a second account', async () => {
    const name = `Keys${unique()}`;
    const first = await register(name, `${name}@Example.TEST`);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().user.email).toBe(`${name.toLowerCase()}@example.test`);
    const byName = await register(` ${name.toUpperCase()} `, `other${unique()}@example.test`);
    expect(byName.statusCode).toBe(409);
    expect(byName.json().message).toMatch(/username/i);
    const byMail = await register(`other${unique()}`, `  ${name.toUpperCase()}@EXAMPLE.test `);
    expect(byMail.statusCode).toBe(409);
    expect(byMail.json().message).toMatch(/e-?mail/i);
  });

  it('a username with a Unicode look-alike (full-width, Cyrillic, NFKC-equal) is refused with 400', async () => {
    for (const name of ['Ｋeys', 'Kеys', 'Keyﬁ']) {
      const res = await register(name, `${unique()}@example.test`);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message).toContain('Username may only contain');
    }
  });

  it('sign-in and the profile page find the account by any case of its name or e-mail', async () => {
    const name = `Sign${unique()}`;
    expect((await register(name, `${name}@example.test`)).statusCode).toBe(201);
    for (const login of [
      name.toUpperCase(),
      ` ${name.toLowerCase()} `,
      `${name.toUpperCase()}@EXAMPLE.TEST`,
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: login, password: 'correct horse battery' },
      });
      expect(res.statusCode, login).toBe(200);
      expect(res.json().user.username).toBe(name);
    }
    const profile = await t.app.inject({ url: `/api/users/${name.toUpperCase()}` });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user.username).toBe(name);
  });

  it('renaming to a case variant of another account’s name or e-mail is refused with 409', async () => {
    const taken = await registerUser(t.app, `Taken${unique()}`);
    const me = await registerUser(t.app);
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/user/profile',
        payload,
        headers: { authorization: `Bearer ${me.token}` },
      });
    expect((await patch({ username: taken.user.username.toUpperCase() })).statusCode).toBe(409);
    const mail = await patch({
      email: taken.user.email!.toUpperCase(),
      current_password: 'correct horse battery',
    });
    expect(mail.statusCode, mail.body).toBe(409);
  });
});

describe('map hashes outside the score route', () => {
  it('the beatmap and leaderboard list filters find a map by its hash in upper case with spaces around', async () => {
    const owner = await registerUser(t.app);
    const hash = `abcdef${randomBytes(29).toString('hex')}`;
    const id = await insertBeatmap(t.app, owner.user.id, { hash });
    const list = await t.app.inject({
      url: `/api/beatmaps?s=${encodeURIComponent(JSON.stringify({ hash: ` ${hash.toUpperCase()} ` }))}`,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((b: { id: number }) => b.id)).toEqual([id]);
    const [board] = await t.db.db
      .insert(leaderboards)
      .values({ hash, difficulty: 3, mode: 0, beatmapId: id, maxScore: 1, maxCombo: 1 })
      .returning();
    const boards = await t.app.inject({
      url: `/api/leaderboards?s=${encodeURIComponent(JSON.stringify({ hash: hash.toUpperCase() }))}`,
    });
    expect(boards.statusCode, boards.body).toBe(200);
    expect(boards.json().data.map((b: { id: number }) => b.id)).toEqual([board!.id]);
  });
});

describe('slugs', () => {
  it('events, seasons, news posts and mods are found by an upper-case slug', async () => {
    const slug = `case-${unique()}`;
    const now = Date.now();
    const [event] = await t.db.db
      .insert(events)
      .values({
        title: 'Case Event',
        slug,
        published: true,
        votingStartDate: new Date(now - 86_400_000),
        votingEndDate: new Date(now + 86_400_000),
      })
      .returning();
    await t.db.db
      .insert(seasons)
      .values({ slug, name: 'Case Season', startsAt: new Date(now), endsAt: new Date(now + 1000) });
    await t.db.db
      .insert(newsPosts)
      .values({ slug, title: 'Case News', bodyMarkdown: 'x', publishedAt: new Date(now - 1000) });
    const owner = await registerUser(t.app);
    const mod = await makeMod(t.app, owner.token, { slug });

    const upper = slug.toUpperCase();
    const found = async (url: string) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json();
    };
    expect((await found(`/api/events/published/${upper}`)).id).toBe(event!.id);
    expect((await found(`/api/seasons/${upper}`)).slug).toBe(slug);
    expect((await found(`/api/news/${upper}`)).slug).toBe(slug);
    expect((await found(`/api/mods/${upper}`)).id).toBe(mod.id);
  });

  it('a new event, mod or season slug in upper case is refused with a message, not stored as a second one', async () => {
    const owner = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mods',
      payload: { slug: `Upper-${unique()}`, name: 'Upper' },
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/slug/i);
  });
});
