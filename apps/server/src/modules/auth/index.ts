/**
 * The public entry of the auth module (docs/decisions/0013): its routes, the user lookup of the
 * auth hook, and account creation and password hashing for scripts. Files outside `modules/auth/`
 * import only this file; tests may reach further.
 */
export { authRoutes } from './auth.routes.ts';
export { findAuthUser, lockRefreshTokenFamily } from './auth.repository.ts';
export {
  assertNotSuspended,
  createUser,
  issueSession,
  type Session,
  type SessionDeps,
} from './auth.service.ts';
export { presentSession, presentUserFor } from './auth.presenter.ts';
export { revokeAllSessions } from './refresh.service.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { REGISTRATION_ATTEMPT_MAIL_JOB, registrationAttemptMailJob } from './registration-attempt-mail.ts';
