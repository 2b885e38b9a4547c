import type { CrudRequest } from '../../lib/crud/types.ts';
import { readModelKey } from '../../read-models/read-model.ts';
import type { ReadModels } from '../../read-models/registry.ts';
import { usersByName, type UsersByName } from './users.by-name.ts';

/** The read model of `GET /api/user` by name: the users' names in memory (docs/decisions/0041, 0049). */
export const USERS_BY_NAME = readModelKey<CrudRequest<object>, UsersByName>('users.by-name');

/** Registers the users module's read models. */
export function registerUserReadModels(readModels: ReadModels): void {
  readModels.register(USERS_BY_NAME, { answer: usersByName });
}
