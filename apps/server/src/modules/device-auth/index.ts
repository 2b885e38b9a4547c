/**
 * The public entry of the device-code sign-in module (RFC 8628; docs/decisions/0018): its routes,
 * registered under `/api/auth/device`.
 */
export { deviceAuthRoutes } from './device-auth.routes.ts';
