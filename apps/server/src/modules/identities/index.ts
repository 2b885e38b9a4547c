/**
 * The public entry of the identities module (docs/decisions/0013, 0015): third-party sign-in and
 * linked accounts. Files outside `modules/identities/` import only this file; tests may reach further.
 */
export { identitiesRoutes } from './identities.routes.ts';
export { deleteAllIdentities } from './identities.repository.ts';
