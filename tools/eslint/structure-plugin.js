// Local lint rules for the shape style.md asks for, so reviews don't have to:
// imports flow one way in the web app (lib, ui -> features -> app) and no feature imports another;
// file names are kebab-case.
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

export default { rules: { 'import-direction': importDirection, 'kebab-case-files': kebabCaseFiles } };
