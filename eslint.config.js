// ESLint flat config: typescript-eslint's recommended rules everywhere, React hooks rules for the
// web app. Formatting is Prettier's job (.prettierrc.json); see docs/decisions/0001-lint-and-format.md.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noTrackerReferences from './scripts/eslint/no-tracker-references.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
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
    // Comments and test titles cite the spec, formats.md, design.md or docs/decisions, never a
    // tracker's issue number (conventions.md "Shared mechanisms").
    files: ['apps/**/*.{ts,tsx,mjs,js}', 'packages/**/*.{ts,tsx,mjs,js}', 'scripts/**/*.{ts,mjs,js}'],
    plugins: { synthhub: { rules: { 'no-tracker-references': noTrackerReferences } } },
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
