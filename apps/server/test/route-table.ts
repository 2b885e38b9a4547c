import type { FastifyInstance } from 'fastify';

/** One route of the app: its full URL pattern (`/api/beatmaps/:id/cover`) and its methods. */
export interface RouteEntry {
  url: string;
  methods: string[];
}

/**
 * Every route the app has, read from `app.printRoutes({ commonPrefix: false })` (Fastify's radix
 * tree: each line is an indented path segment and its methods; a route's URL is the segments of
 * its ancestors joined). Tests walk this list so a route added later is covered without edits.
 */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  const stack: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const at = line.search(/[├└]── /);
    if (at < 0) continue;
    const depth = at / 4;
    const match = /^(.*?) \(([^)]*)\)$/.exec(line.slice(at + 4));
    const segment = match ? match[1] : line.slice(at + 4);
    stack.length = depth;
    stack.push(segment);
    if (!match || match[2] === '-') continue;
    routes.push({ url: stack.join(''), methods: match[2].split(', ') });
  }
  return routes;
}
