import * as argon2 from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { users } from '../../db/schema/users.ts';

// The real argon2, watched: which of hash and verify a sign-in runs, and against what.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof argon2>();
  return { ...real, hash: vi.fn(real.hash), verify: vi.fn(real.verify) };
});

/** The parameter part of a PHC string: `$argon2id$v=19$m=19456,t=2,p=1`. */
const params = (phc: string) => phc.split('$').slice(0, 4).join('$');

let t: TestApp;
let storedHash: string;
beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: 'alice', email: 'alice@example.com', password: 'correct horse battery' },
  });
  expect(res.statusCode).toBe(201);
  [{ passwordHash: storedHash }] = (await t.db.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.username, 'alice'))) as [{ passwordHash: string }];
});
afterAll(async () => t?.close());

const login = (username: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: 'not the one' } });

describe('a failed sign-in costs one argon2id verification, known account or not', () => {
  it.each([
    ['the first sign-in naming no account', 'nobody'],
    ['a wrong password', 'alice'],
    ['a later sign-in naming no account', 'nobody-else'],
  ])('%s: one verify against a hash of the stored parameters, no hashing', async (_case, username) => {
    vi.mocked(argon2.hash).mockClear();
    vi.mocked(argon2.verify).mockClear();
    const res = await login(username);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Wrong username or password');
    expect(argon2.hash).not.toHaveBeenCalled();
    expect(argon2.verify).toHaveBeenCalledTimes(1);
    const [checkedAgainst] = vi.mocked(argon2.verify).mock.calls[0]!;
    expect(params(String(checkedAgainst))).toBe(params(storedHash));
    expect(params(storedHash)).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+$/);
  });
});
