import { createHash, randomBytes } from 'node:crypto';
import type { ResetPasswordInput } from '@synthhub/shared/auth/password-reset.schemas';
import { PASSWORD_RESET_TTL_S } from '@synthhub/shared/auth/password-reset.schemas';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { BadRequest } from '../../errors.ts';
import type { TaskJob } from '../../lib/jobs/job-queue.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { hashPassword, revokeAllSessions } from '../auth/index.ts';
import { findUserByLogin, setUserPasswordHash } from '../users/index.ts';
import {
  consumeResetToken,
  deleteStaleResetTokens,
  insertResetToken,
  useAllResetTokens,
} from './password-reset.repository.ts';

/** The job kind that mails a reset link (docs/decisions/0012, 0018). */
export const PASSWORD_RESET_MAIL_JOB = 'password-reset-mail';

/** Payload of a {@link PASSWORD_RESET_MAIL_JOB}: the address typed and the site origin for the link. */
export const passwordResetMailPayload = z.object({ email: z.string(), origin: z.string() });

/** Path of the web page the link opens (the token follows as `?token=`). */
export const RESET_PAGE_PATH = '/user/reset-password';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * The reset-mail job (docs/decisions/0018): looks the address up; when an account has it, makes
 * a token (256 random bits), stores its hash valid {@link PASSWORD_RESET_TTL_S} (3600 s) and mails
 * the link. The token is made here, not in the request, so the raw token is never stored — not even
 * in the job's payload. Run at least once: a retry after a failed send makes a new token (the
 * unmailed one is never usable). Unknown addresses end quietly, so answers reveal no accounts.
 * Tokens expired for a day are deleted on the way.
 */
export function passwordResetMailJob(deps: {
  db: Db;
  mailer: Mailer;
}): TaskJob<z.infer<typeof passwordResetMailPayload>> {
  return {
    schema: passwordResetMailPayload,
    async run({ email, origin }) {
      const user = await findUserByLogin(deps.db, email);
      // Accounts without an address (third-party sign-in, deleted) get no mail.
      if (!user?.email || user.email.toLowerCase() !== email.toLowerCase()) return;
      const to = user.email;
      await deleteStaleResetTokens(deps.db);
      const token = randomBytes(32).toString('base64url');
      await insertResetToken(deps.db, {
        userId: user.id,
        tokenHash: hashToken(token),
        ttlSeconds: PASSWORD_RESET_TTL_S,
      });
      const link = `${origin}${RESET_PAGE_PATH}?token=${token}`;
      await deps.mailer.send({
        to,
        subject: 'Reset your Synthhub password',
        text:
          `Hi ${user.username},\n\nSomeone (hopefully you) asked to reset the password of your Synthhub account.\n` +
          `Open this link within 1 hour to choose a new one:\n\n${link}\n\n` +
          'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.\n',
      });
    },
  };
}

const INVALID_LINK = 'This reset link is invalid, has expired or was already used. Ask for a new one.';

/**
 * `POST /api/auth/reset-password`: uses the token (once, within 1 h), sets the new password
 * (argon2id), makes the user's other reset links unusable and ends all their sessions
 * (refresh-token families). Throws BadRequest (400) when the token is unknown, expired or used;
 * then nothing is changed. The password is hashed before the token is used, so a slow hash cannot
 * leave a used token with the old password.
 */
export async function resetPassword(db: Db, input: ResetPasswordInput): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction(async (tx) => {
    const id = await consumeResetToken(tx, hashToken(input.token));
    if (id === undefined) return undefined;
    await setUserPasswordHash(tx, id, passwordHash);
    await useAllResetTokens(tx, id);
    return id;
  });
  if (userId === undefined) throw new BadRequest(INVALID_LINK);
  await revokeAllSessions(db, userId);
}
