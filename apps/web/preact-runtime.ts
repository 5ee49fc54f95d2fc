import type { Alias, UserConfig } from 'vite';

/**
 * React's API served by Preact (decision 040): React DOM's client alone was about 65 KB gzip of every page's first
 * load. The code and its types stay React's; the browser build, the server render and the component tests resolve
 * `react` and `react-dom` to preact/compat, so the tests exercise the runtime that ships. Exact-match patterns, so
 * `react-dom/client` is not read as `react-dom` + `/client`.
 */
const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact-render-to-string' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/** For Vite: JSX compiled by esbuild to the (aliased) automatic runtime; one Preact instance, whoever imports it. */
export const preactRuntime = {
  resolve: { alias: preactAliases, dedupe: ['preact'] },
  esbuild: { jsx: 'automatic', jsxImportSource: 'react' },
} satisfies Pick<UserConfig, 'resolve' | 'esbuild'>;

/**
 * For Vitest. It leaves node_modules to Node, which knows no aliases: a package that imports `react` itself would
 * load the real one, whose elements Preact cannot render. These are compiled by Vitest instead, from their ES builds:
 * by the `module` condition or field (React Router's `node` condition and the others' `main` are CommonJS), and
 * Testing Library by its ES file, whose main would `require('react-dom')`. `browser` is for the web project only:
 * on the server it would give Socket.IO's engine the browser's stand-in for `ws`.
 */
const reactPackages = [
  /\/node_modules\/(react-router|react-hook-form|@hookform|@radix-ui|@floating-ui\/react-dom|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|@tanstack\/react-query|@testing-library\/react)\//,
];
const testAliases: Alias[] = [
  ...preactAliases,
  { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
];
const ES_CONDITIONS = ['module', 'development|production'];

/** Vite settings of the two kinds of test project, and the dependencies both compile (`test.server.deps`). */
export const preactTestRuntime = {
  web: {
    resolve: { ...preactRuntime.resolve, alias: testAliases, conditions: [...ES_CONDITIONS, 'browser'], mainFields: ['module', 'browser', 'main'] },
    esbuild: preactRuntime.esbuild,
  },
  server: {
    resolve: { ...preactRuntime.resolve, alias: testAliases },
    ssr: { resolve: { conditions: ES_CONDITIONS } },
    esbuild: preactRuntime.esbuild,
  },
  deps: { inline: reactPackages },
};
