/** The public entry of the flags module: country flags as SVG (docs/decisions/0054). */
export { flagsRoutes } from './flags.routes.ts';
