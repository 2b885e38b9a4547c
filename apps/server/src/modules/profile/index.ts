/**
 * The public entry of the profile module (docs/decisions/0013, 0016): the account-settings and
 * API-token routes, and the API-token check the auth plugin uses. Files outside `modules/profile/`
 * import only this file; tests may reach further.
 */
export { profileRoutes } from './profile.routes.ts';
export { apiTokensRoutes } from './api-tokens.routes.ts';
export { authenticateApiToken, isApiTokenSecret } from './api-tokens.service.ts';
