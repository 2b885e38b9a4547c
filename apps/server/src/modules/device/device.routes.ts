import { type DeviceConfig, deviceConfigSchema } from '@synthhub/shared/device/device-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../env.ts';

/**
 * The public device configuration (spec §9 "Quest folders") from the server's `GAME_FOLDER` /
 * `GAME_PACKAGE`.
 */
export function presentDeviceConfig(config: Pick<Config, 'gameFolder' | 'gamePackage'>): DeviceConfig {
  return { game_folder: config.gameFolder, game_package: config.gamePackage };
}

/**
 * `GET /api/device/config` (register with prefix `/device`): where the game keeps its content,
 * `{game_folder, game_package}`, so the device installer follows a game update without a release
 * (spec §9 "Quest folders"). Public; cacheable for five minutes.
 */
export const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['device'],
        summary:
          "The game's content folder (`/sdcard/{game_folder}` on the Quest, `<install>/{game_folder}` on PC) and Android package (legacy folder `/sdcard/Android/data/{game_package}/files`).",
        response: { 200: deviceConfigSchema },
      },
    },
    async (_request, reply): Promise<DeviceConfig> => {
      reply.header('cache-control', 'public, max-age=300');
      return presentDeviceConfig(app.config);
    },
  );
};
