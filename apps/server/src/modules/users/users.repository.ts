import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import type { UserRow } from './users.presenter.ts';

/** Columns needed to insert a user; `email` is expected lower-cased by the caller. */
export interface NewUserRow {
  username: string;
  /** Null for an account made through a third-party sign-in (docs/decisions/0015). */
  email: string | null;
  passwordHash: string | null;
  admin?: boolean;
}

/** The user with this id, or undefined. */
export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * The user whose username or e-mail equals `login`, compared case-insensitively (served by the
 * `lower(username)` / `lower(email)` unique indexes). Usernames cannot hold `@`, so at most one
 * user can match; a username match is still preferred.
 */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const needle = login.toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${needle}`, sql`lower(${users.email}) = ${needle}`))
    .orderBy(sql`lower(${users.username}) = ${needle} desc`)
    .limit(1);
  return row;
}

/** Which of `username` and `email` are already taken (case-insensitively), for clear 409s. */
export async function findTakenIdentity(
  db: Db,
  username: string,
  email: string,
): Promise<{ username: boolean; email: boolean }> {
  const u = username.toLowerCase();
  const e = email.toLowerCase();
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(sql`lower(${users.username}) = ${u}`, sql`lower(${users.email}) = ${e}`));
  return {
    username: rows.some((r) => r.username.toLowerCase() === u),
    email: rows.some((r) => r.email?.toLowerCase() === e),
  };
}

/**
 * Inserts a user and returns the row. Throws the driver's unique-violation error (SQLSTATE 23505,
 * constraint `users_username_lower_uq` or `users_email_lower_uq`) when the name or e-mail is taken.
 */
export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

/** The user with this username, compared case-insensitively (index `users_username_lower_uq`), or undefined. */
export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row;
}

/** Replaces a user's password hash (argon2id, made by the caller) and touches `updated_at`. */
export async function setUserPasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}
