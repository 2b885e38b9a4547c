import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The web app's `src` folder, absolute. */
export const WEB_SRC = join(import.meta.dirname, '..');

/** Whether a path (relative to {@link WEB_SRC}) is a test or test support, not app code. */
export function isTestPath(rel: string): boolean {
  return /\.test\.tsx?$/.test(rel) || /(^|\/)(testing|test-support)\//.test(rel);
}

/**
 * The app's own TypeScript sources under {@link WEB_SRC} (`.ts`/`.tsx`, no declarations, no tests
 * or test support), as paths relative to it with `/` separators; for tests that check the code's
 * shape (key factories, import boundaries).
 */
export function appSourceFiles(dir = WEB_SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return appSourceFiles(path);
    const rel = relative(WEB_SRC, path).split('\\').join('/');
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTestPath(rel) ? [rel] : [];
  });
}
