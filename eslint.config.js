import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import structure from './tools/eslint/structure-plugin.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', '.tmp/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { structure, 'react-hooks': reactHooks },
    rules: {
      'structure/import-direction': 'error',
      'structure/no-cycle': 'error',
      'structure/module-boundaries': 'error',
      'structure/kebab-case-files': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // Type-aware rules: a promise nobody awaits loses its errors (an unhandled rejection, or a test step that
    // never ran). Each file is checked with the tsconfig that type-checks it: the project service finds
    // apps/*/tsconfig.json and packages/*/tsconfig.json; the next block names tsconfig.tools.json for the rest.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // act() with a synchronous callback has done its work when it returns; its thenable only matters for async ones.
      '@typescript-eslint/no-floating-promises': ['error', { allowForKnownSafeCalls: [{ from: 'package', name: 'act', package: 'react' }] }],
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // e2e/, bench/, tools/ and the root configs are type-checked by tsconfig.tools.json, which the project service
    // cannot find by name (a root tsconfig.json would also change how tsx and Playwright compile).
    files: ['e2e/**/*.ts', 'bench/**/*.ts', 'tools/*.ts', 'playwright.config.ts', 'vitest.config.ts'],
    languageOptions: { parserOptions: { projectService: false, project: './tsconfig.tools.json', tsconfigRootDir: import.meta.dirname } },
  },
  {
    // The web app reads configuration from import.meta.env, the server from config.ts only.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts', 'apps/server/src/test/**'],
    rules: { 'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read the environment in config.ts only.' }] },
  },
  {
    // Routes register from their contracts entry (apiPaths.x.pattern, rootPaths.x.pattern), never a path typed by hand.
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal', 'TemplateLiteral[expressions.length=0]'].map((arg) => ({
          selector: `CallExpression[callee.property.name=/^(get|post|put|patch|delete|head|options|all|route)$/] > ${arg}.arguments:first-child`,
          message: 'Register the route from its apiPaths/rootPaths entry (packages/contracts/src/paths.ts).',
        })),
      ],
    },
  },
);
