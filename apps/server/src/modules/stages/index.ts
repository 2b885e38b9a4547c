/**
 * The public entry of the stages module (docs/decisions/0013): its routes (the stage routes and
 * the signed-URL upload), and the import, tag, remove and count services that demo seeding uses.
 * Files outside `modules/stages/` import only this file; tests may reach further.
 */
import { adminItemRoutes } from '../items/index.ts';
import { stageItem } from './stages.item.ts';
export { stagesRoutes } from './stages.routes.ts';
export { signedUploadRoutes } from './signed-upload.routes.ts';
export { importStagePackage, type StagesContext } from './stage-import.service.ts';
export { removeStage } from './stages.service.ts';
export { countStages, replaceTags } from './stages.repository.ts';
export { stageStore } from './stages.repository.ts';

export { stagesReadModel } from './stages.read-models.ts';

/** `/api/admin/models/stages`: the kind's admin list, item, edit and moderation actions (docs/decisions/0030). */
export const adminStagesRoutes = adminItemRoutes(stageItem);
