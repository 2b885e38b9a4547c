// ESLint flat config: typescript-eslint's recommended rules everywhere, React hooks rules for the
// web app. Formatting is Prettier's job (.prettierrc.json); see docs/decisions/0001-lint-and-format.md.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import path from 'node:path';
import { importResolution, routeImportRestrictions } from './scripts/eslint/boundaries.mjs';
import moduleBoundaries from './scripts/eslint/module-boundaries.mjs';
import noTrackerReferences from './scripts/eslint/no-tracker-references.mjs';
import noTypeCycle from './scripts/eslint/no-type-cycle.mjs';

const here = import.meta.dirname;
const synthhub = {
  rules: {
    'no-tracker-references': noTrackerReferences,
    'module-boundaries': moduleBoundaries,
    'no-type-cycle': noTypeCycle,
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      '.tmp/**',
      'apps/server/drizzle/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': 'off',
    },
  },
  {
    // No import cycles (docs/decisions/0013): import-x follows every relative and workspace import
    // but not type-only ones, nor node_modules; synthhub/no-type-cycle follows relative imports with
    // the type-only ones too (docs/decisions/0049).
    files: ['apps/**/*.{ts,tsx,mjs,js}', 'packages/**/*.{ts,tsx,mjs,js}', 'scripts/**/*.{ts,mjs,js}'],
    plugins: { 'import-x': importX, synthhub },
    settings: importResolution,
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'synthhub/no-type-cycle': 'error',
    },
  },
  {
    // Thin routes: no repository, table or query builder in a route file (docs/decisions/0013).
    files: ['apps/server/src/**/*.routes.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', routeImportRestrictions] },
  },
  {
    // Read models import no module: the module that registers one hands it what it needs; and the
    // query grammar and the other libraries do not know read models exist (docs/decisions/0049).
    files: ['apps/server/src/read-models/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/modules/**'], message: 'A read model imports no module (docs/decisions/0049).' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/lib/**/*.ts', 'apps/server/src/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/read-models/**'],
              message: 'lib/ and db/ do not know read models (docs/decisions/0049).',
            },
          ],
        },
      ],
    },
  },
  {
    // Server modules reach each other only through `modules/<m>/index.ts` (docs/decisions/0013).
    // Tests and their fixtures may reach into any module: they check internals and share builders.
    files: ['apps/server/src/**/*.ts', 'apps/server/bench/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-helpers.ts', '**/*.fixtures.ts', '**/*-test-kit.ts'],
    plugins: { synthhub },
    rules: {
      'synthhub/module-boundaries': [
        'error',
        { root: path.join(here, 'apps/server/src/modules'), entry: 'index.ts' },
      ],
    },
  },
  {
    // Web features never import each other; they meet in src/app/ (conventions.md "Habits" 1).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { synthhub },
    rules: {
      'synthhub/module-boundaries': [
        'error',
        { root: path.join(here, 'apps/web/src/features'), openTo: [path.join(here, 'apps/web/src/app')] },
      ],
    },
  },
  {
    // Comments and test titles cite the spec, formats.md, design.md or docs/decisions, never a
    // tracker's issue number (conventions.md "Shared mechanisms").
    files: ['apps/**/*.{ts,tsx,mjs,js}', 'packages/**/*.{ts,tsx,mjs,js}', 'scripts/**/*.{ts,mjs,js}'],
    plugins: { synthhub },
    rules: { 'synthhub/no-tracker-references': 'error' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
