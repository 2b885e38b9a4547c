import { avatarsReadModel } from './modules/avatars/index.ts';
import { registerBeatmapReadModels } from './modules/beatmaps/index.ts';
import { playlistsReadModel } from './modules/playlists/index.ts';
import { stagesReadModel } from './modules/stages/index.ts';
import { registerUserReadModels } from './modules/users/index.ts';
import type { ReadModels } from './read-models/registry.ts';

/**
 * The one place every read model is registered (docs/decisions/0049): each module that owns a
 * list's data registers its read models, handing them what they need (its presenter, its reads).
 * Answers `readModels`. MEMORY_INDEXES=off leaves them registered but never consulted.
 */
export function registerReadModels(readModels: ReadModels): ReadModels {
  registerBeatmapReadModels(readModels);
  registerUserReadModels(readModels);
  playlistsReadModel.register(readModels);
  stagesReadModel.register(readModels);
  avatarsReadModel.register(readModels);
  return readModels;
}
