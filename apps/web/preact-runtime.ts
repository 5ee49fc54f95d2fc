import type { Alias } from 'vite';

/**
 * React's API served by Preact (decision 036): React DOM's client alone was about 60 KB gzip of every page's
 * first load. The code and its types stay React's; the build, the server render and the component tests
 * resolve `react` and `react-dom` to preact/compat, so the tests exercise the runtime that ships. Exact-match
 * patterns, so `react-dom/client` is not read as `react-dom` + `/client`.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/** JSX compiled by esbuild to the (aliased) automatic runtime; one Preact instance, whoever imports it. */
export const preactResolve = { alias: preactAliases, dedupe: ['preact'] };
export const preactEsbuild = { jsx: 'automatic', jsxImportSource: 'react' } as const;
