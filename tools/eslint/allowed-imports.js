// `local/allowed-imports`: every import must be allowed by the layer table of eslint.config.js; whatever the table
// does not name is forbidden. The table is the rule — this file only reads it:
//   - a file's layer is the first row whose `files` holds it ('dir/' a folder, anything else one file);
//   - a relative import resolves to a file, and so to a layer; a bare one is an npm package or a Node built-in;
//   - a layer's `types` may be imported with `import type` / `export type` only;
//   - tests beside the code may import what their layer may (its `types` as values too), plus the test extras;
//     production code never imports test code.
// Covers import, export … from, import(), require(), `import x = require()` and `typeof import('…')` types.
import { existsSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, relative, resolve, sep } from 'node:path';

const ALL = '*';
const BUILTINS = new Set(builtinModules.map((name) => name.split('/')[0]));
const EXTENSIONS = ['', '.ts', '.tsx', '.d.ts', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

const posix = (path) => path.split(sep).join('/');
const holds = (pattern, path) => (pattern.endsWith('/') ? path.startsWith(pattern) : path === pattern);

/** The file a relative specifier names (extension and index as TypeScript's bundler resolution finds them). */
function resolveFile(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier.replace(/\?.*$/, ''));
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return base;
}

/** `react-dom/client` → `react-dom`, `@fastify/static/x` → `@fastify/static`, `node:fs/promises` → builtin `fs`. */
function bareTarget(specifier) {
  const parts = specifier.replace(/^node:/, '').split('/');
  if (specifier.startsWith('node:') || BUILTINS.has(parts[0])) return { builtin: parts[0] };
  return { pkg: specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0] };
}

function compile(layers, tests) {
  const names = Object.keys(layers);
  for (const [name, row] of Object.entries(layers)) {
    for (const named of [row.partOf, ...(row.layers === ALL ? [] : row.layers ?? []), ...(row.types ?? []),
      ...tests.layers].filter(Boolean)) {
      if (!layers[named]) throw new Error(`eslint.config.js layer table: "${name}" names unknown layer "${named}"`);
    }
  }
  /** A layer stands for itself and its parts. */
  const family = (name) => [name, ...names.filter((part) => layers[part].partOf === name)];
  const set = (list) => (list === ALL ? ALL : new Set((list ?? []).flatMap(family)));
  const plain = (list) => (list === ALL ? ALL : new Set(list ?? []));
  const union = (a, b) => (a === ALL || b === ALL ? ALL : new Set([...a, ...b]));
  const rules = {};
  for (const name of names) {
    const row = layers[layers[name].partOf ?? name];
    const own = set([layers[name].partOf ?? name]);
    const code = {
      layers: union(own, set(row.layers)), types: set(row.types),
      packages: plain(row.packages), builtins: plain(row.builtins), tests: !!row.mayImportTests,
    };
    const test = {
      layers: union(union(code.layers, code.types), set(tests.layers)), types: new Set(),
      packages: union(code.packages, plain(tests.packages)), builtins: union(code.builtins, plain(tests.builtins)),
      tests: true,
    };
    rules[name] = { code, test };
  }
  return {
    layerOf: (path) => names.find((name) => layers[name].files.some((pattern) => holds(pattern, path))),
    rules,
  };
}

/** Compiled once per table, not once per linted file. */
const compiled = new WeakMap();
function tableOf(layers, tests) {
  if (!compiled.has(layers)) compiled.set(layers, compile(layers, tests));
  return compiled.get(layers);
}

const has = (allowed, item) => allowed === ALL || allowed.has(item);

export default {
  meta: {
    type: 'problem',
    docs: { description: 'imports must be allowed by the layer table (DESIGN.md "Layers, and what each may import")' },
    schema: [{ type: 'object', properties: { root: { type: 'string' }, layers: { type: 'object' }, tests: { type: 'object' } }, required: ['layers', 'tests'] }],
  },
  create(context) {
    const { root = context.cwd, layers, tests } = context.options[0];
    const table = tableOf(layers, tests);
    const path = posix(relative(root, context.filename));
    const fromLayer = table.layerOf(path);
    const isTest = (file) => tests.isTest.test(file);
    if (!fromLayer) {
      return {
        Program(node) {
          context.report({ node, message: `${path} belongs to no layer: add it to a row of the layer table (eslint.config.js)` });
        },
      };
    }
    const allowed = table.rules[fromLayer][isTest(path) ? 'test' : 'code'];
    const who = `${fromLayer}${isTest(path) ? ' (test)' : ''}`;

    function check(node, source, kind) {
      if (!source || typeof source.value !== 'string') return;
      const specifier = source.value;
      const report = (message) => context.report({ node: source, message: `${who} may not import '${specifier}': ${message}` });
      if (!specifier.startsWith('.') && !specifier.startsWith('/')) {
        const target = bareTarget(specifier);
        if (target.builtin && !has(allowed.builtins, target.builtin)) report(`Node built-in '${target.builtin}' is not in its row of the layer table (eslint.config.js)`);
        if (target.pkg && !has(allowed.packages, target.pkg)) report(`package '${target.pkg}' is not in its row of the layer table (eslint.config.js)`);
        return;
      }
      const targetPath = posix(relative(root, resolveFile(context.filename, specifier)));
      const toLayer = table.layerOf(targetPath);
      if (!toLayer) return report(`${targetPath} belongs to no layer`);
      if (isTest(targetPath) && !allowed.tests) return report('production code does not import test code (*.test.ts, test-support/, *.contract.ts)');
      if (has(allowed.layers, toLayer)) return;
      if (kind === 'type' && allowed.types.has(toLayer)) return;
      if (allowed.types.has(toLayer)) return report(`${toLayer} only as types (import type / export type)`);
      report(`layer ${toLayer} is not in its row of the layer table (eslint.config.js)`);
    }

    // Only `import type` / `export type` are types: with verbatimModuleSyntax, `import { type A }` still loads the module.
    const declarationKind = (node) => (node.importKind === 'type' || node.exportKind === 'type' ? 'type' : 'value');
    return {
      ImportDeclaration: (node) => check(node, node.source, declarationKind(node)),
      ExportNamedDeclaration: (node) => check(node, node.source, declarationKind(node)),
      ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === 'type' ? 'type' : 'value'),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null, 'value'),
      // typescript-eslint 8 names the specifier `source` (`argument.literal` before; reading `argument` warns).
      TSImportType: (node) => check(node, 'source' in node ? node.source : node.argument?.literal, 'type'),
      TSExternalModuleReference: (node) => check(node, node.expression, node.parent?.importKind === 'type' ? 'type' : 'value'),
      'CallExpression[callee.name="require"]': (node) => check(node, node.arguments[0]?.type === 'Literal' ? node.arguments[0] : null, 'value'),
    };
  },
};
