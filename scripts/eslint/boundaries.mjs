/**
 * Options of the ESLint rules that keep Synthhub's layers apart (docs/decisions/0013), in one place
 * so that eslint.config.js and the rules' tests (boundaries.test.mjs) use the same values.
 */
import { createNodeResolver } from 'eslint-plugin-import-x';

/**
 * import-x settings that follow this repo's imports: relative ones name the `.ts` file
 * (`./beatmaps.service.ts`), workspace ones go through the package's exports
 * (`@synthhub/shared/…` → `packages/shared/src/….ts`). Used by `import-x/no-cycle`.
 */
export const importResolution = {
  'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js'] })],
};

/**
 * `@typescript-eslint/no-restricted-imports` options for server route files (`*.routes.ts`): a
 * handler parses, authorizes, calls a service and presents (conventions.md "Habits" 3); queries
 * live in repositories (Habits 5). So a route imports no repository, no table of `db/schema`, no
 * database handle and no `drizzle-orm`. Type-only imports pass: a row type runs no query.
 */
export const routeImportRestrictions = {
  patterns: [
    {
      regex: String.raw`\.repository(\.ts)?$`,
      allowTypeImports: true,
      message: "Routes call service functions; repositories are the services' (docs/decisions/0013).",
    },
    {
      regex: String.raw`/db/(schema(/.*)?|client(\.ts)?|prepared(\.ts)?)$`,
      allowTypeImports: true,
      message: 'Routes do not query: put the query in a repository behind a service (docs/decisions/0013).',
    },
    {
      regex: '^drizzle-orm(/.*)?$',
      allowTypeImports: true,
      message: 'Routes do not query: put the query in a repository behind a service (docs/decisions/0013).',
    },
  ],
};
