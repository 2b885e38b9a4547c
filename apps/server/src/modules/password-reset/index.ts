/**
 * The public entry of the password reset module (docs/decisions/0018): its routes (under
 * `/api/auth`) and the mail job that side-effects.ts registers.
 */
export { passwordResetRoutes } from './password-reset.routes.ts';
export { PASSWORD_RESET_MAIL_JOB, passwordResetMailJob } from './password-reset.service.ts';
