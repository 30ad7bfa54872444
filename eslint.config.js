// Lint, including the import rules of DESIGN.md ("Layers, and what each may import").
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const dir = (name) => [`**/${name}`, `**/${name}/**`];
const layer = (files, groups, extra = {}) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', {
      patterns: groups.map(([group, message, allowTypeImports]) => ({ group, message, ...(allowTypeImports && { allowTypeImports }) })),
    }],
    ...extra,
  },
});

const NODE_BUILTINS = ['node:*', 'fs', 'path', 'os', 'crypto', 'child_process', 'net', 'http', 'https', 'url'];
const UI = [dir('ui').flat(), 'ui/ is the browser app: nothing below it may import it'];
const SERVER = [[...dir('server')], 'server/ is a Node service'];
const WORKER = [[...dir('worker'), ...dir('engine/worker')], 'engine/worker holds the edges (socket, Dexie, Comlink)'];
const BROWSER_EDGES = [['dexie', 'comlink', 'react', 'react-dom', 'react-*', 'valtio', 'valtio/*', 'ws', 'fastify', '@fastify/*'], 'an edge library'];

// Pure code: time and randomness enter as arguments [DESIGN.md "Engine"]; same input, same output.
const PURE = {
  'no-restricted-globals': ['error',
    ...['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'requestAnimationFrame', 'performance',
      'window', 'document', 'indexedDB', 'WebSocket', 'localStorage', 'sessionStorage', 'fetch', 'postMessage',
      'process', 'navigator'].map((name) => ({ name, message: 'pure code: pass time and I/O in' }))],
  'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: 'pure code takes time from its input' },
    { object: 'Math', property: 'random', message: 'pure code is deterministic: use a seeded generator' }],
  'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'pure code takes time from its input' }],
};

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'proto/gen', 'test-results', 'playwright-report', '.data', 'tests/artifacts', 'fixtures/generated'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-constant-condition': ['error', { checkLoops: false }],
    },
  },
  layer(['proto/**/*.ts'], [
    [['**/engine/**', '../engine/**', '**/ui/**', '**/server/**', '**/fixtures/**', '**/bench/**'], 'proto/ imports nothing of ours'],
  ]),
  { files: ['engine/core/**/*.ts', 'fixtures/generator/**/*.ts'], rules: PURE },
  layer(['engine/core/**/*.ts'], [
    [['**/proto/**'], 'engine/core may import proto types only', true],
    [['**/wire', '**/wire/**'], 'engine/core is below engine/wire'],
    WORKER, UI, SERVER, BROWSER_EDGES,
    [NODE_BUILTINS, 'engine/core is pure: no Node built-ins'],
  ]),
  layer(['engine/wire/**/*.ts'], [WORKER, UI, SERVER, BROWSER_EDGES]),
  // engine/time: the Clock/Scheduler implementations server, worker and page share; it imports engine/core only.
  layer(['engine/time/**/*.ts'], [WORKER, UI, SERVER, BROWSER_EDGES,
    [['**/wire', '**/wire/**', '**/proto/**', '**/fixtures/**'], 'engine/time imports engine/core only'],
    [NODE_BUILTINS, 'engine/time runs in the browser too: no Node built-ins']]),
  layer(['engine/worker/**/*.ts'], [UI, SERVER, [['react', 'react-dom', 'valtio', 'ws', 'fastify'], 'engine/worker has no UI or server libraries']]),
  layer(['ui/**/*.{ts,tsx}'], [
    [WORKER[0], 'ui/ talks to the worker through its Comlink API: type imports only', true],
    SERVER,
    [['dexie', '**/engine/wire', '**/engine/wire/**'], 'ui/ never touches storage or wire decoding: the worker does'],
  ]),
  // The one exception: the UI bench's main-thread engine (`?engine=main`) builds the worker's Engine in the page,
  // to measure what the worker saves. A chunk of its own, imported dynamically only on such a load.
  layer(['ui/engine-client/main-thread-engine.ts'], [
    SERVER,
    [['dexie', '**/engine/wire', '**/engine/wire/**'], 'ui/ never touches storage or wire decoding: the worker does'],
  ]),
  layer(['server/**/*.ts'], [
    UI, WORKER, [['dexie', 'comlink', 'react', 'react-dom', 'valtio'], 'server/ has no browser libraries'],
  ]),
  layer(['fixtures/**/*.ts'], [UI, SERVER, WORKER, BROWSER_EDGES]),
  layer(['fixtures/generator/**/*.ts'], [UI, SERVER, WORKER, BROWSER_EDGES,
    [NODE_BUILTINS, 'the generator is pure (the server runs it too): files belong in the CLI']]),
);
