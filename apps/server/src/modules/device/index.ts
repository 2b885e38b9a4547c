/**
 * The public entry of the device module (docs/decisions/0013): its route `GET /api/device/config`.
 * Files outside `modules/device/` import only this file; tests may reach further.
 */
export { deviceRoutes } from './device.routes.ts';
