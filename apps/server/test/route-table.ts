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
    const text = line.slice(at + 4);
    const match = /^(.*?) \(([^)]*)\)$/.exec(text);
    const [segment, methods] = match ? [match[1] ?? '', match[2] ?? '-'] : [text, '-'];
    stack.length = depth;
    stack.push(segment);
    if (methods !== '-') routes.push({ url: stack.join(''), methods: methods.split(', ') });
  }
  return routes;
}
