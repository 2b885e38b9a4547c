/**
 * The public entry of the avatars module (docs/decisions/0013): its routes, and the upload, remove
 * and count services that demo seeding uses. Files outside `modules/avatars/` import only this
 * file; tests may reach further.
 */
import { adminItemRoutes } from '../items/index.ts';
import { avatarItem } from './avatars.item.ts';
export { avatarsRoutes } from './avatars.routes.ts';
export { type AvatarsContext, removeAvatar, uploadAvatar } from './avatars.service.ts';
export { countAvatars } from './avatars.repository.ts';
export { avatarStore } from './avatars.repository.ts';

export { avatarsReadModel } from './avatars.read-models.ts';

/** `/api/admin/models/avatars`: the kind's admin list, item, edit and moderation actions (docs/decisions/0030). */
export const adminAvatarsRoutes = adminItemRoutes(avatarItem);
