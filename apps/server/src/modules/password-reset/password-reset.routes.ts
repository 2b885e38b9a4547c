import {
  forgotPasswordSchema,
  passwordResetMessageSchema,
  resetPasswordSchema,
} from '@synthhub/shared/auth/password-reset.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkOrigin } from '../../lib/http/link-origin.ts';
import { PASSWORD_RESET_MAIL_JOB, resetPassword } from './password-reset.service.ts';

/**
 * Password reset by e-mail (docs/decisions/0018; docs/configuration.md "Mail (password reset)"), under `/api/auth`:
 * `POST /forgot-password` always answers 202 — whether or not an account has the address — and
 * queues the mail (the durable job queue, docs/decisions/0012); `POST /reset-password` sets the
 * new password with the mailed token. Both use the named limit passwordReset (per IP and per
 * e-mail or token; lib/http/rate-limits.ts). The link's origin is {@link linkOrigin}'s: PUBLIC_URL, never a
 * client-chosen Host (docs/decisions/0048).
 */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/forgot-password',
    {
      config: { access: 'public' },
      preHandler: app.rateLimits('passwordReset'),
      schema: {
        body: forgotPasswordSchema,
        tags: ['auth'],
        summary: 'Mail a password reset link (always 202: reveals no accounts)',
        response: { 202: passwordResetMessageSchema },
      },
    },
    async (request, reply) => {
      const origin = linkOrigin(app.config, request);
      await app.jobs.enqueue(PASSWORD_RESET_MAIL_JOB, { email: request.body.email, origin });
      return reply.status(202).send({
        message: 'If an account has this e-mail address, a link to reset its password is on its way.',
      });
    },
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'public' },
      preHandler: app.rateLimits('passwordReset'),
      schema: {
        body: resetPasswordSchema,
        tags: ['auth'],
        summary: 'Set a new password with the token of a reset link; ends every session',
        response: { 200: passwordResetMessageSchema },
      },
    },
    async (request) => {
      await resetPassword(app.db, request.body);
      return { message: 'Your password has been changed. Sign in with the new one.' };
    },
  );
};
