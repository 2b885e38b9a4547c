/**
 * The public entry of the profile module (docs/decisions/0013, 0016): the account-settings and
 * API-token routes, the API-token check the auth plugin uses, and the account tombstone (admin
 * deletion). Files outside `modules/profile/`
 * import only this file; tests may reach further.
 */
export { profileRoutes } from './profile.routes.ts';
export { apiTokensRoutes } from './api-tokens.routes.ts';
export { authenticateApiToken, isApiTokenSecret } from './api-tokens.service.ts';
export { tombstoneAccount } from './profile.service.ts';
