/**
 * The public entry of the users module (docs/decisions/0013): its routes, the user rows and their
 * lookups (sign-in, sessions, scripts), and the session presenter. Files outside `modules/users/`
 * import only this file; tests may reach further.
 */
export { usersRoutes } from './users.routes.ts';
export { userListRoutes } from './user-list.routes.ts';
export { registerUserReadModels } from './users.read-models.ts';
export { presentSessionUser, type UserRow } from './users.presenter.ts';
export {
  findTakenIdentity,
  findUserById,
  findUserByLogin,
  findUserByUsername,
  insertUser,
  setUserPasswordHash,
} from './users.repository.ts';
