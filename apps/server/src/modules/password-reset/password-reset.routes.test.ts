import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../db/schema/sign-in-codes.ts';
import { registerUser } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

/** A local SMTP server (the `smtp-server` package) keeping every message it receives, parsed. */
let smtp: SMTPServer;
let port: number;
const inbox: { to: string; subject: string; text: string }[] = [];
let t: TestApp;
let alice: { user: { username: string; email: string | null }; refresh_token: string };

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0]!.text : (mail.to?.text ?? '');
          inbox.push({ to, subject: mail.subject ?? '', text: mail.text ?? '' });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
  t = await buildTestApp({
    publicUrl: 'https://synthhub.example',
    mail: { smtp: `smtp://127.0.0.1:${port}`, from: 'Synthhub <no-reply@synthhub.example>' },
  });
  alice = await registerUser(t.app);
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
const login = (password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: alice.user.username, password },
  });

/** Asks for a reset link for Alice, runs the mail job and answers the token of the link received. */
async function mailedToken(): Promise<string> {
  const before = inbox.length;
  const res = await forgot(alice.user.email!.toUpperCase());
  expect(res.statusCode, res.body).toBe(202);
  await t.app.jobs.drained();
  expect(inbox.length).toBe(before + 1);
  const mail = inbox.at(-1)!;
  expect(mail.to).toBe(alice.user.email);
  expect(mail.subject).toBe('Reset your Synthhub password');
  const link = /https:\/\/synthhub\.example\/user\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  return link![1]!;
}

describe('password reset by e-mail (real SMTP round trip)', () => {
  it('mails a link whose token resets the password once and ends every session', async () => {
    const token = await mailedToken();
    // Only the token's hash is stored.
    expect(JSON.stringify(await t.app.db.select().from(passwordResetTokens))).not.toContain(token);

    const done = await reset(token, 'a brand new password');
    expect(done.statusCode, done.body).toBe(200);
    expect((await login('a brand new password')).statusCode).toBe(200);
    expect((await login('correct horse battery')).statusCode).toBe(401);
    // The sessions from before the reset are over.
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: alice.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);

    const second = await reset(token, 'yet another password');
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(
      'This reset link is invalid, has expired or was already used. Ask for a new one.',
    );
    expect((await login('a brand new password')).statusCode).toBe(200);
  });

  it('refuses an expired token (older than 1 h) and changes nothing', async () => {
    const token = await mailedToken();
    await t.app.db.update(passwordResetTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    const res = await reset(token, 'never set this one');
    expect(res.statusCode).toBe(400);
    expect((await login('never set this one')).statusCode).toBe(401);
    // Tokens expired for over a day are deleted when the next link is made.
    await t.app.db.update(passwordResetTokens).set({ expiresAt: sql`now() - interval '2 days'` });
    await mailedToken();
    expect(await t.app.db.select().from(passwordResetTokens)).toHaveLength(1);
  });

  it('answers 202 for an unknown address too, and sends nothing', async () => {
    const before = inbox.length;
    const res = await forgot('nobody@example.test');
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toMatch(/If an account has this e-mail address/);
    await t.app.jobs.drained();
    expect(inbox.length).toBe(before);
  });

  it('refuses bad input with clear 400s', async () => {
    expect((await forgot('not-an-address')).json().message).toMatch(/valid e-mail/);
    const short = await reset('whatever', 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/at least 8 characters/);
    expect((await reset('unknown-token', 'long enough password')).statusCode).toBe(400);
  });
});
