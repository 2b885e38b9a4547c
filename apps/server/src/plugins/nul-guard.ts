import type { FastifyInstance } from 'fastify';
import { BadRequest } from '../errors.ts';

/**
 * The path (`items.0.name`, or '' for the body itself) of the first string or key holding U+0000
 * in a parsed JSON value, or null when there is none. Iterative, so a deeply nested body cannot
 * overflow the stack.
 */
export function findNul(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

/**
 * Refuses NUL characters at the door (docs/decisions/0009): PostgreSQL text cannot hold U+0000, so
 * a NUL in a JSON body, a path parameter or the query string reached the database as a 500 ("invalid
 * byte sequence"). A `preValidation` hook answers 400 instead, naming where the NUL is. Register it
 * before the routes. Multipart bodies are not parsed yet at this point; their fields are checked
 * by their own schemas.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (/%00/i.test(request.url)) {
      throw new BadRequest('The URL contains a NUL character (%00), which no id, name or filter can hold.');
    }
    const where = findNul(request.body);
    if (where !== null) {
      const field = where === '' ? 'the body' : where;
      throw new BadRequest(
        `Invalid body: ${field} contains a NUL character (\\u0000), which text cannot hold.`,
        {
          validation: [`${where || 'body'}: must not contain NUL characters`],
        },
      );
    }
  });
}
