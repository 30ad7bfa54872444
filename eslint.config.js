// Lint, including the import rules of DESIGN.md ("Layers, and what each may import").
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import allowedImports from './tools/eslint/allowed-imports.js';

// The layers and what each may import — an allow-list: whatever a row does not name is forbidden
// [DESIGN.md "Layers, and what each may import"; README.md's folder table; tests/lint-boundaries.test.ts].
//   files     the layer's files: 'dir/' a folder, anything else one file; the first row holding a file decides
//   layers    layers it may import, values and types (its own files always)
//   types     layers it may import with `import type` / `export type` only
//   packages  npm packages ('react-dom/client' is 'react-dom');  builtins: Node built-ins ('fs' covers 'node:fs')
//   partOf    a part of another layer: allowed wherever that layer is, and may be named on its own
const LAYERS = {
  'proto/gen': { files: ['proto/gen/'], packages: ['protobufjs'] }, // generated static code (not linted)
  // `npm run demo:anchors`: pushes the server's demo test card from outside, as an anchor's OBS would.
  'scripts/demo-anchors': { files: ['scripts/demo-anchors.ts'], layers: ['server'], builtins: '*' },
  // The operator's anchor audit (issue #14): a server tool run by hand on the server's database.
  'scripts/anchor-audit': { files: ['scripts/anchor-audit.ts'], layers: ['server'] },
  tools: { // Node scripts of the build: root config files, the lint's own rule, `npm run proto`, `npm start`'s build-if-stale step
    files: ['eslint.config.js', 'vite.config.ts', 'vitest.config.ts', 'playwright.config.ts', 'tools/', 'scripts/', 'proto/generate.ts'],
    packages: ['@eslint/js', 'globals', 'typescript-eslint', 'vite', '@vitejs/plugin-react', 'vitest', '@playwright/test'],
    builtins: '*',
  },
  proto: { files: ['proto/'] }, // the wire contract and its version: nothing of ours
  // The HTTP contract: TypeBox schemas of server and ui. Its code table and limits are plain values the page uses;
  // the schemas reach the page as types only, so TypeBox stays out of its bundle.
  'contract/values': { files: ['contract/codes.ts', 'contract/limits.ts', 'contract/upload-limits.ts'], partOf: 'contract' },
  contract: { files: ['contract/'], packages: ['typebox'] },
  // The message, sport and status codes, the score indexes and the state's packed momentum, score-trail and odds layouts:
  // the wire maps them (and reads the packed lists back in matchDetail), so they are its only core values.
  'engine/core/codes': {
    files: ['engine/core/codes.ts', 'engine/core/sport.ts', 'engine/core/status.ts', 'engine/core/scores.ts',
      'engine/core/match-centre/momentum.ts', 'engine/core/match-centre/score-trail.ts',
      'engine/core/match-centre/odds-book.ts'],
    partOf: 'engine/core',
  },
  'engine/core': { files: ['engine/core/'], types: ['proto', 'proto/gen'] }, // pure: no packages, no built-ins
  // The Clock/Scheduler implementations server, worker and page share (the interfaces are in engine/core/time).
  'engine/time': { files: ['engine/time/'], layers: ['engine/core'] },
  'engine/wire': {
    files: ['engine/wire/'], layers: ['proto', 'proto/gen', 'engine/core/codes'], types: ['engine/core'],
    packages: ['protobufjs', 'crc-32'],
  },
  'engine/worker': { // proto: the protocol version the socket sends; crypto-js: the socket sign's MD5
    files: ['engine/worker/'], layers: ['engine/core', 'engine/time', 'engine/wire', 'proto'], packages: ['dexie', 'comlink', 'crypto-js'],
  },
  // The UI bench's main-thread engine (`?engine=main`) builds the worker's Engine in the page, to measure what the
  // worker saves: the one ui file that imports engine/worker values, a chunk loaded only on such a load.
  'ui/main-thread-engine': {
    files: ['ui/engine-client/main-thread-engine.ts'], layers: ['engine/worker'], packages: ['comlink'],
  },
  ui: { // engine/core values: its pure functions (formatters, filters, patch application) run in the page too;
    // comlink: proxies for the worker API's callbacks; crypto-js: the API response envelope
    files: ['ui/'], layers: ['engine/core', 'engine/time', 'contract/values', 'ui/main-thread-engine'], types: ['engine/worker', 'contract'],
    packages: ['react', 'react-dom', 'react-router-dom', '@tanstack/react-virtual', 'valtio', 'comlink', 'crypto-js',
      'qrcode',
      // the live player's two providers (components/live-player), each loaded by a dynamic import of its own
      'mpegts.js', 'agora-rtc-sdk-ng'],
  },
  server: { // fixtures/generator: the live simulator runs the match-day model the recorded days are made with
    files: ['server/'], layers: ['engine/core', 'engine/time', 'engine/wire', 'proto', 'fixtures/generator', 'contract'],
    packages: ['fastify', '@fastify/static', '@fastify/helmet', '@fastify/compress', '@fastify/type-provider-typebox',
      '@fastify/multipart', // the upload's streamed body (server/uploads/multipart.ts)
      '@fastify/ajv-compiler', // one validator compiler for every app of the process (server/http/validators.ts)
      'typebox', 'ws', '@electric-sql/pglite', 'pg', 'nats', 'pino', 'pino-pretty', 'libphonenumber-js',
      'sharp', // libvips: every upload decoded and re-encoded (server/uploads/image-encode.ts)
      'agora-token'], // agora-token: the audience RTC token of server/media/agora-token.ts
    // child_process, os: the demo rooms' ffmpeg children and their card text files (server/media)
    builtins: ['child_process', 'crypto', 'fs', 'http', 'module', 'net', 'os', 'path', 'stream', 'url', 'worker_threads', 'zlib'],
  },
  // Pure like engine/core (the server runs it too): files and clocks belong in the CLI.
  'fixtures/generator': {
    files: ['fixtures/generator/'], layers: ['engine/core', 'engine/wire', 'proto'], packages: ['pure-rand'],
  },
  fixtures: { // the CLI, the fixture-file tools and the recorded days
    files: ['fixtures/'], layers: ['fixtures/generator', 'engine/core', 'engine/wire', 'proto'], builtins: ['fs', 'path'],
  },
  bench: {
    files: ['bench/'], layers: '*', mayImportTests: true, builtins: '*',
    packages: ['playwright-core', 'protobufjs', 'ws', 'fast-check', 'vitest', 'immer'],
  },
  tests: {
    files: ['tests/'], layers: '*', mayImportTests: true, builtins: '*',
    packages: ['vitest', '@vitest/expect', 'fast-check', '@playwright/test', 'playwright-core', 'vite',
      '@vitejs/plugin-react', 'eslint', 'fastify', 'ws', 'comlink', 'react', 'react-dom', '@axe-core/playwright'],
  },
};

// Tests beside the code, and the support they share, may import what their layer may (its `types` as values too)
// and: every layer's test support, the recorded days and readers of fixtures/, the build tools they check, the
// test tools, and Node built-ins (they run in Node).
const TESTS_BESIDE_CODE = {
  isTest: /\.test\.tsx?$|\.contract\.ts$|(^|\/)test-support(\/|\.ts$)/,
  layers: ['fixtures', 'tools'],
  packages: ['vitest', '@vitest/expect', 'fast-check', 'fake-indexeddb', 'happy-dom'],
  builtins: '*',
};

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

// The page's time: its code takes time and timers from the Scheduler it is given (ui/time/, STYLE.md item 16), so a
// unit test's ManualScheduler or Playwright's page.clock moves the whole page at once. Tests beside the code may
// use the platform's.
const TIMERS = ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'];
const PAGE_TIME_MESSAGE = 'the page takes time and timers from its Scheduler (ui/time: useScheduler(), useNow(), PAGE_SCHEDULER)';
const PAGE_TIME = {
  'no-restricted-globals': ['error', ...TIMERS.map((name) => ({ name, message: PAGE_TIME_MESSAGE }))],
  'no-restricted-properties': ['error',
    ...['window', 'globalThis', 'self'].flatMap((object) => TIMERS.map((property) => ({ object, property, message: PAGE_TIME_MESSAGE }))),
    { object: 'Date', property: 'now', message: PAGE_TIME_MESSAGE }],
  'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: PAGE_TIME_MESSAGE }],
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
  {
    plugins: { local: { rules: { 'allowed-imports': allowedImports } } },
    // root: layer paths are relative to this folder, wherever ESLint runs from.
    rules: { 'local/allowed-imports': ['error', { root: import.meta.dirname, layers: LAYERS, tests: TESTS_BESIDE_CODE }] },
  },
  { files: ['engine/core/**/*.ts', 'fixtures/generator/**/*.ts'], rules: PURE },
  { files: ['ui/**/*.{ts,tsx}'], ignores: ['ui/**/*.test.{ts,tsx}', 'ui/**/*.contract.ts', 'ui/**/test-support/**'], rules: PAGE_TIME },
);
