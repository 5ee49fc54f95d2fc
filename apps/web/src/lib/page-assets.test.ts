import { describe, expect, it } from 'vitest';
import { modulePreloadLinks, routeChunkFiles, type BuildManifest } from './page-assets.ts';

// The shape vite.config.ts writes: chunks by file name, and by the source files in them.
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['assets/vendor-b2.js', 'assets/shell-c3.js'] },
  'assets/vendor-b2.js': { file: 'assets/vendor-b2.js' },
  'assets/shell-c3.js': { file: 'assets/shell-c3.js', imports: ['assets/vendor-b2.js'] },
  'assets/cards-d4.js': { file: 'assets/cards-d4.js', imports: ['assets/vendor-b2.js', 'assets/shell-c3.js', 'assets/icons-e5.js'] },
  'assets/icons-e5.js': { file: 'assets/icons-e5.js' },
  'src/app/layouts/pc-layout.tsx': { file: 'assets/pc-layout-f6.js', imports: ['assets/shell-c3.js', 'assets/icons-e5.js'] },
  'src/app/routes/pc/hotel-list.tsx': { file: 'assets/hotel-list-g7.js', imports: ['assets/cards-d4.js'] },
};

describe('routeChunkFiles', () => {
  it('lists the route modules and what they import, without what index.html already loads, each once', () => {
    expect(routeChunkFiles(manifest, ['src/app/layouts/pc-layout.tsx', 'src/app/routes/pc/hotel-list.tsx'])).toEqual([
      'assets/pc-layout-f6.js',
      'assets/icons-e5.js',
      'assets/hotel-list-g7.js',
      'assets/cards-d4.js',
    ]);
  });

  it('lists nothing for a source the build does not have', () => {
    expect(routeChunkFiles(manifest, ['src/app/routes/pc/gone.tsx'])).toEqual([]);
  });
});

describe('modulePreloadLinks', () => {
  it('writes a crossorigin modulepreload link per file, from the site root', () => {
    expect(modulePreloadLinks(['assets/a-1.js', 'assets/b-2.js'])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/a-1.js" />\n    <link rel="modulepreload" crossorigin href="/assets/b-2.js" />',
    );
  });
});
