/**
 * The public entry of the mods module (docs/decisions/0013, 0014): the routes under `/api/mods`
 * and what the demo seed uses (create, edit, add a version from a received file, sample files).
 * Files outside `modules/mods/` import only this file; tests may reach further.
 */
import { adminItemRoutes } from '../items/index.ts';
import { modItem } from './mods.item.ts';
export { modsRoutes } from './mods.routes.ts';

/** `/api/admin/mods`: the kind's admin list, item, edit and moderation actions (docs/decisions/0030). */
export const adminModsRoutes = adminItemRoutes(modItem);
export { modStore } from './mods.repository.ts';
export { createMod, editMod } from './mods.service.ts';
export { addModVersion, editModVersion, type ModUploadContext } from './mod-versions.service.ts';
export { sampleModDll, sampleModZip } from './mod-sample-files.ts';
