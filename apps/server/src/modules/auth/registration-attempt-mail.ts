import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { TaskJob } from '../../lib/jobs/job-queue.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { findUserByLogin } from '../users/index.ts';

/**
 * The 409 message of a registration whose e-mail has an account (docs/decisions/0048). It does not
 * say "an account exists"; it tells the person what to do if the address is theirs.
 */
export const EMAIL_IN_USE =
  'This e-mail address cannot be used for a new account. If it is yours, sign in or reset your password.';

/** The job kind that tells an account's owner someone tried to register with their e-mail (docs/decisions/0012, 0048). */
export const REGISTRATION_ATTEMPT_MAIL_JOB = 'registration-attempt-mail';

/** Payload of a {@link REGISTRATION_ATTEMPT_MAIL_JOB}: the address typed and the site origin for links. */
export const registrationAttemptMailPayload = z.object({ email: z.string(), origin: z.string() });

/**
 * The registration-attempt mail (docs/decisions/0048): when an account has the address, mails its
 * owner that someone tried to create an account with it, with links to sign in and to reset the
 * password, so probing for addresses is noticed by the people probed. Nothing when no account has
 * it (any more).
 */
export function registrationAttemptMailJob(deps: {
  db: Db;
  mailer: Mailer;
}): TaskJob<z.infer<typeof registrationAttemptMailPayload>> {
  return {
    schema: registrationAttemptMailPayload,
    async run({ email, origin }) {
      const user = await findUserByLogin(deps.db, email);
      if (!user?.email || user.email.toLowerCase() !== email.toLowerCase()) return;
      await deps.mailer.send({
        to: user.email,
        subject: 'Someone tried to create a Synthhub account with your e-mail',
        text:
          `Hi ${user.username},\n\nSomeone (perhaps you) tried to create a new Synthhub account with this e-mail ` +
          'address. It already belongs to your account, so no new account was made.\n\n' +
          `Sign in: ${origin}/login\nForgot your password? ${origin}/user/forgot-password\n\n` +
          'If it was not you, there is nothing to do: your account is unchanged.\n',
      });
    },
  };
}
