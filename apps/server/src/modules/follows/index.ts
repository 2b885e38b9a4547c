/**
 * The public entry of the follows module (docs/decisions/0013, 0017): its routes. Files outside
 * `modules/follows/` import only this file; tests may reach further.
 */
export { followsRoutes } from './follows.routes.ts';
