import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs.ts';
import { registerUser } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { EMAIL_IN_USE, REGISTRATION_ATTEMPT_MAIL_JOB } from './registration-attempt-mail.ts';

/**
 * A registration with an e-mail that has an account (docs/decisions/0048): the answer no longer
 * says "an account with that e-mail already exists" but points to signing in or resetting, and the
 * owner is mailed about the attempt, so probing addresses gets noticed.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://synthhub.example' });
});
afterAll(async () => t?.close());

describe('registering with a taken e-mail', () => {
  it('answers 409 without naming an account, and mails the owner about the attempt', async () => {
    const owner = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'prober01', email: owner.user.email!.toUpperCase(), password: 'a long password' },
    });
    expect(res.statusCode, res.body).toBe(409);
    const { message } = res.json() as { message: string };
    expect(message).toBe(EMAIL_IN_USE);
    expect(message).not.toMatch(/account with that e-mail|already exists/i);

    const queued = await t.app.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.kind, REGISTRATION_ATTEMPT_MAIL_JOB));
    expect(queued.map((j) => j.payload)).toEqual([
      { email: owner.user.email, origin: 'https://synthhub.example' },
    ]);
    // The mail is sent (to the log here: no SMTP) and the job done, not failed.
    await t.app.jobs.drained();
    expect(await t.app.db.select().from(jobs).where(eq(jobs.kind, REGISTRATION_ATTEMPT_MAIL_JOB))).toEqual(
      [],
    );
  });
});
