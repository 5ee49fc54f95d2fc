// Local lint rules for the shape style.md asks for, so reviews don't have to:
// imports flow one way in the web app (lib, ui -> features -> app) and no feature imports another;
// file names are kebab-case; on the server a module is used by others only through its service, and the
// platform does not know the modules.
import fs from 'node:fs';
import path from 'node:path';

const WEB_SRC = path.join('apps', 'web', 'src');

/** Which area of apps/web/src a file belongs to: { area: 'features', feature: 'wishes' } etc. */
function webArea(file) {
  const rel = path.relative(process.cwd(), file);
  if (!rel.startsWith(WEB_SRC + path.sep)) return undefined;
  const [area, sub] = rel.slice(WEB_SRC.length + 1).split(path.sep);
  return { area, feature: area === 'features' ? sub : undefined };
}

const RANK = { lib: 0, ui: 1, features: 2, app: 3 };

const importDirection = {
  meta: { type: 'problem', messages: { upward: '{{from}} must not import from {{to}} (imports flow lib, ui -> features -> app).', crossFeature: 'feature "{{from}}" must not import feature "{{to}}": move the shared part to ui/ or lib/.' } },
  create(context) {
    const from = webArea(context.filename);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = webArea(path.resolve(path.dirname(context.filename), source));
      if (!to || !(from.area in RANK) || !(to.area in RANK)) return;
      if (from.area === 'features' && to.area === 'features' && from.feature !== to.feature) {
        context.report({ node, messageId: 'crossFeature', data: { from: from.feature, to: to.feature } });
      } else if (RANK[to.area] > RANK[from.area]) {
        context.report({ node, messageId: 'upward', data: { from: from.area, to: to.area } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : undefined),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
    };
  },
};

const SERVER_SRC = path.join('apps', 'server', 'src');

/** Where a server file sits: { area: 'modules', module: 'stays', file: 'stay-search.service.ts' }, { area: 'platform' }, ... */
function serverArea(file) {
  const rel = path.relative(process.cwd(), file);
  if (!rel.startsWith(SERVER_SRC + path.sep)) return undefined;
  const parts = rel.slice(SERVER_SRC.length + 1).split(path.sep);
  return parts[0] === 'modules' ? { area: 'modules', module: parts[1], file: parts.slice(2).join('/') } : { area: parts[0] };
}

const moduleBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      intoModule: 'module "{{from}}" may use module "{{to}}" only through {{to}}.service.ts, not {{file}}: export what you need from there.',
      platform: 'platform/ must not import modules/ (modules build on the platform, not the other way round).',
    },
  },
  create(context) {
    const from = serverArea(context.filename);
    if (!from || (from.area !== 'modules' && from.area !== 'platform')) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = serverArea(path.resolve(path.dirname(context.filename), source));
      if (!to || to.area !== 'modules') return;
      if (from.area === 'platform') context.report({ node, messageId: 'platform' });
      else if (to.module !== from.module && to.file !== `${to.module}.service.ts`) {
        context.report({ node, messageId: 'intoModule', data: { from: from.module, to: to.module, file: to.file } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : undefined),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

const CONTRACTS_PACKAGE = '@minda/contracts/';
const CONTRACTS_SRC = path.join('packages', 'contracts', 'src');
const IMPORT_SPECIFIER = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The repository file an import names, or undefined for a package outside the repository. */
function resolveImport(fromFile, source) {
  if (source.startsWith(CONTRACTS_PACKAGE)) return path.resolve(CONTRACTS_SRC, `${source.slice(CONTRACTS_PACKAGE.length)}.ts`);
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  return undefined;
}

/** Imports of every file read so far, type-only ones included, kept for the whole lint run. */
const importsOf = new Map();
function importedFiles(file) {
  let list = importsOf.get(file);
  if (list) return list;
  let text = '';
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    // A file that does not exist (yet) imports nothing; TypeScript reports the broken import.
  }
  list = [];
  for (const m of text.matchAll(IMPORT_SPECIFIER)) {
    const target = resolveImport(file, m[1] ?? m[2]);
    if (target) list.push(target);
  }
  importsOf.set(file, list);
  return list;
}

/** A path of imports from `start` back to `target`, or undefined. */
function pathBack(start, target) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length) {
    const [file, trail] = stack.pop();
    if (file === target) return trail;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of importedFiles(file)) stack.push([next, [...trail, next]]);
  }
  return undefined;
}

// import-x/no-cycle ignores `import type`, but a type cycle still means the two files are one unit or that a
// shared piece sits in the wrong one, so this rule counts every import. It reads imports with a regular
// expression (the repository's own style: static specifiers) and caches them per lint run.
const noCycle = {
  meta: { type: 'problem', messages: { cycle: 'import cycle: {{trail}}. Move the shared part to a file both can import.' } },
  create(context) {
    const self = path.resolve(context.filename);
    const rel = (f) => path.relative(process.cwd(), f);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = resolveImport(self, source);
      if (!target) return;
      const trail = pathBack(target, self);
      if (trail) context.report({ node, messageId: 'cycle', data: { trail: [self, ...trail].map(rel).join(' -> ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

const kebabCaseFiles = {
  meta: { type: 'suggestion', messages: { name: 'file name "{{name}}" should be kebab-case.' } },
  create(context) {
    const base = path.basename(context.filename).split('.')[0];
    if (base && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(base)) {
      return { Program: (node) => context.report({ node, messageId: 'name', data: { name: path.basename(context.filename) } }) };
    }
    return {};
  },
};

export default { rules: { 'import-direction': importDirection, 'module-boundaries': moduleBoundaries, 'no-cycle': noCycle, 'kebab-case-files': kebabCaseFiles } };
