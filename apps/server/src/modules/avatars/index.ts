/**
 * The public entry of the avatars module (docs/decisions/0013): its routes, and the upload, remove
 * and count services that demo seeding uses. Files outside `modules/avatars/` import only this
 * file; tests may reach further.
 */
export { avatarsRoutes } from './avatars.routes.ts';
export { type AvatarsContext, removeAvatar, uploadAvatar } from './avatars.service.ts';
export { countAvatars } from './avatars.repository.ts';
