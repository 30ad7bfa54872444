// The import rules of DESIGN.md ("Layers, and what each may import") are the layer table of eslint.config.js, an
// allow-list enforced by tools/eslint/allowed-imports.js; these cases prove each row bites — the escapes the old
// deny-lists let through, an unlisted package and an unlisted layer per layer — and that allowed imports pass, so a
// loosened table fails here rather than in review.
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: join(import.meta.dirname, '..') });

/** The errors ESLint reports for `code` as if it were `filePath`, as "ruleId: message". */
async function errors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId ?? ''}: ${m.message}`);
}

const IMPORTS = 'local/allowed-imports';

// [file, code, what the message must say]
const refused: [string, string, string][] = [
  // The escapes the deny-lists let through (issue #12 §1).
  ['engine/core/x.ts', "import protobuf from 'protobufjs'; export const p = protobuf;", "package 'protobufjs'"],
  ['engine/core/x.ts', "import { produce } from 'immer'; export const p = produce;", "package 'immer'"],
  ['engine/core/x.ts', "import { generateDay } from '../../fixtures/generator'; export const g = generateDay;", 'layer fixtures/generator'],
  ['engine/core/x.ts', "import { readFrames } from '../../fixtures/read-frames'; export const r = readFrames;", 'layer fixtures'],
  ['engine/wire/x.ts', "import { fold } from '../core/fold/fold'; export const f = fold;", 'engine/core only as types'],
  ['engine/wire/x.ts', "import { fold } from '../core'; export const f = fold;", 'engine/core only as types'],
  ['ui/x.ts', "import protobuf from 'protobufjs'; export const p = protobuf;", "package 'protobufjs'"],
  ['ui/x.ts', "import { live } from '../proto/gen/live.js'; export const l = live;", 'layer proto/gen'],
  ['ui/x.ts', "import pg from 'pg'; export const p = pg;", "package 'pg'"],
  ['ui/x.ts', "import { readFileSync } from 'node:fs'; export const r = readFileSync;", "Node built-in 'fs'"],
  ['ui/x.ts', "import { readFileSync } from 'fs'; export const r = readFileSync;", "Node built-in 'fs'"],
  // Type-only layers: a value import, and `import { type X }` (verbatimModuleSyntax keeps that import at run time).
  ['ui/x.ts', "import { createEngineApi } from '../engine/worker/api'; export const a = createEngineApi;", 'engine/worker only as types'],
  ['ui/x.ts', "import { type EngineApi } from '../engine/worker/api'; export type A = EngineApi;", 'engine/worker only as types'],
  ['ui/x.ts', "export const e = () => import('../engine/worker/browser-engine');", 'engine/worker only as types'],
  ['engine/core/x.ts', "import { live } from '../../proto/gen/live.js'; export const l = live;", 'proto/gen only as types'],
  // Every way of naming a module.
  ['engine/wire/x.ts', "export { fold } from '../core/fold/fold';", 'engine/core only as types'],
  ['engine/wire/x.ts', "export * from '../core/fold/fold';", 'engine/core only as types'],
  ['engine/wire/x.ts', "export const f = () => import('../core/fold/fold');", 'engine/core only as types'],
  ['engine/wire/x.ts', "export const f = require('../core/fold/fold');", 'engine/core only as types'],
  ['engine/core/x.ts', "export type P = typeof import('protobufjs');", "package 'protobufjs'"],
  // An unlisted package and an unlisted layer, per layer.
  ['proto/x.ts', "import protobuf from 'protobufjs'; export const p = protobuf;", "package 'protobufjs'"],
  ['proto/x.ts', "import type { Sport } from '../engine/core'; export type S = Sport;", 'layer engine/core'],
  ['contract/x.ts', "import fastify from 'fastify'; export const f = fastify;", "package 'fastify'"],
  // The page gets the contract's schemas as types only: TypeBox stays out of its bundle.
  ['ui/x.ts', "import { LivingMatch } from '../contract/living'; export const l = LivingMatch;", 'contract only as types'],
  ['ui/x.ts', "import { Type } from 'typebox'; export const t = Type;", "package 'typebox'"],
  ['contract/x.ts', "import type { Sport } from '../engine/core'; export type S = Sport;", 'layer engine/core'],
  ['engine/core/x.ts', "import Dexie from 'dexie'; export const d = Dexie;", "package 'dexie'"],
  ['engine/core/x.ts', "import type { decodePacket } from '../wire'; export type D = typeof decodePacket;", 'layer engine/wire'],
  ['engine/core/x.ts', "import { join } from 'node:path'; export const j = join;", "Node built-in 'path'"],
  ['engine/wire/x.ts', "import { wrap } from 'comlink'; export const w = wrap;", "package 'comlink'"],
  ['engine/wire/x.ts', "import type { EngineApi } from '../worker/api'; export type A = EngineApi;", 'layer engine/worker'],
  ['engine/time/x.ts', "import { decodePacket } from '../wire'; export const d = decodePacket;", 'layer engine/wire'],
  ['engine/time/x.ts', "import type { EngineApi } from '../worker/api'; export type A = EngineApi;", 'layer engine/worker'],
  ['engine/time/x.ts', "import { readFileSync } from 'node:fs'; export const r = readFileSync;", "Node built-in 'fs'"],
  ['engine/core/x.ts', "import { SYSTEM_SCHEDULER } from '../time'; export const s = SYSTEM_SCHEDULER;", 'layer engine/time'],
  ['engine/worker/x.ts', "import { useState } from 'react'; export const u = useState;", "package 'react'"],
  ['engine/worker/x.ts', "import { live } from '../../proto/gen/live.js'; export const l = live;", 'layer proto/gen'],
  ['engine/worker/x.ts', "import { readFileSync } from 'node:fs'; export const r = readFileSync;", "Node built-in 'fs'"],
  ['ui/x.ts', "import Dexie from 'dexie'; export const d = Dexie;", "package 'dexie'"],
  ['ui/x.ts', "import { decodePacket } from '../engine/wire'; export const d = decodePacket;", 'layer engine/wire'],
  ['ui/x.ts', "import type { ServerConfig } from '../server/config'; export type C = ServerConfig;", 'layer server'],
  ['ui/engine-client/main-thread-engine.ts', "import Dexie from 'dexie'; export const d = Dexie;", "package 'dexie'"],
  ['ui/engine-client/main-thread-engine.ts', "import { decodePacket } from '../../engine/wire'; export const d = decodePacket;", 'layer engine/wire'],
  ['server/x.ts', "import { useState } from 'react'; export const u = useState;", "package 'react'"],
  ['server/x.ts', "import { App } from '../ui/App'; export const a = App;", 'layer ui'],
  ['server/x.ts', "import type { EngineApi } from '../engine/worker/api'; export type A = EngineApi;", 'layer engine/worker'],
  ['server/x.ts', "import { readFrames } from '../fixtures/read-frames'; export const r = readFrames;", 'layer fixtures'],
  ['fixtures/generator/x.ts', "import Dexie from 'dexie'; export const d = Dexie;", "package 'dexie'"],
  ['fixtures/generator/x.ts', "import { readFileSync } from 'node:fs'; export const r = readFileSync;", "Node built-in 'fs'"],
  ['fixtures/generator/x.ts', "import { readFrames } from '../read-frames'; export const r = readFrames;", 'layer fixtures'],
  ['fixtures/x.ts', "import fastify from 'fastify'; export const f = fastify;", "package 'fastify'"],
  ['fixtures/x.ts', "import { buildApp } from '../server/app'; export const a = buildApp;", 'layer server'],
  ['bench/x.ts', "import Dexie from 'dexie'; export const d = Dexie;", "package 'dexie'"],
  ['tests/x.ts', "import pg from 'pg'; export const p = pg;", "package 'pg'"],
  ['vite.config.ts', "import { useState } from 'react'; export const u = useState;", "package 'react'"],
  ['vite.config.ts', "import { fold } from './engine/core'; export const f = fold;", 'layer engine/core'],
  // Tests beside the code get the test tools, not other layers; production code gets no test code.
  ['engine/core/x.test.ts', "import { render } from '@testing-library/react'; export const r = render;", "package '@testing-library/react'"],
  ['engine/core/x.test.ts', "import { decodePacket } from '../wire'; export const d = decodePacket;", 'layer engine/wire'],
  ['engine/core/x.ts', "import { describe } from 'vitest'; export const d = describe;", "package 'vitest'"],
  ['engine/core/x.ts', "import { match } from './test-support/builders'; export const m = match;", 'production code does not import test code'],
  ['ui/x.ts', "import { match } from '../engine/core/test-support/builders'; export const m = match;", 'production code does not import test code'],
  // A file outside every layer, and an import of one.
  ['misc/x.ts', 'export const a = 1;', 'belongs to no layer'],
  ['server/x.ts', "import { a } from '../misc/x'; export const b = a;", 'belongs to no layer'],
];

const allowed: [string, string][] = [
  ['proto/x.ts', "export const VERSION = '1';"],
  ['contract/x.ts', "import { Type } from 'typebox'; export const Id = Type.String();"],
  ['engine/core/x.ts', "import type { live } from '../../proto/gen/live.js'; export type L = live.Envelope;"],
  ['engine/core/x.ts', "import { fold } from './fold/fold'; import type { Sport } from './sport'; export const f = fold; export type S = Sport;"],
  ['engine/wire/x.ts', "import { CODE } from '../core/codes'; import { SPORT_TYPE } from '../core/sport'; export const c = [CODE, SPORT_TYPE];"],
  ['engine/wire/x.ts', "import type { AppState } from '../core'; export type { Sport } from '../core'; export type S = AppState;"],
  ['engine/wire/x.ts', "import { live } from '../../proto/gen/live.js'; import protobuf from 'protobufjs/minimal.js'; import crc from 'crc-32'; export const p = [live, protobuf, crc];"],
  ['engine/worker/x.ts', "import Dexie from 'dexie'; import { expose } from 'comlink'; import { fold } from '../core'; import { decodePacket } from '../wire'; import { PROTOCOL_VERSION } from '../../proto/version'; export const a = [Dexie, expose, fold, decodePacket, PROTOCOL_VERSION];"],
  ['ui/x.ts', "import type { EngineApi } from '../engine/worker/api'; export type A = EngineApi;"],
  ['engine/time/x.ts', "import { after } from '../core/time/scheduler'; export const a = after;"],
  ['server/x.ts', "import { SYSTEM_SCHEDULER } from '../engine/time'; export const s = SYSTEM_SCHEDULER;"],
  ['engine/worker/x.ts', "import { SYSTEM_SCHEDULER } from '../time'; export const s = SYSTEM_SCHEDULER;"],
  ['ui/x.ts', "import { SYSTEM_SCHEDULER } from '../engine/time'; export const s = SYSTEM_SCHEDULER;"],
  ['ui/x.ts', "import { useState } from 'react'; import { createRoot } from 'react-dom/client'; import { proxy } from 'valtio/vanilla'; export const a = [useState, createRoot, proxy];"],
  ['ui/x.ts', "import { clockText } from '../engine/core'; export const c = clockText;"],
  ['ui/x.ts', "export const e = () => import('./engine-client/main-thread-engine');"],
  ['ui/x.ts', "export type { EngineApi } from '../engine/worker/api';"],
  ['ui/x.ts', "import type { LivingMatch } from '../contract/living'; import { API_CODE } from '../contract/codes'; import { MAX_INTERESTS } from '../contract/limits'; export type M = LivingMatch; export const c = [API_CODE, MAX_INTERESTS];"],
  ['server/x.ts', "import { LivingMatch } from '../contract/matches'; export const m = LivingMatch;"],
  ['ui/engine-client/main-thread-engine.ts', "import { createEngineApi } from '../../engine/worker/api'; export const a = createEngineApi;"],
  ['server/x.ts', "import { fold } from '../engine/core'; import { decodePacket } from '../engine/wire'; import { generateDay } from '../fixtures/generator'; import { PROTOCOL_VERSION } from '../proto/version'; export const a = [fold, decodePacket, generateDay, PROTOCOL_VERSION];"],
  ['server/x.ts', "import fastify from 'fastify'; import helmet from '@fastify/helmet'; import compress from '@fastify/compress'; import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'; import { Type } from 'typebox'; import { parsePhoneNumber } from 'libphonenumber-js'; import pino from 'pino'; import { createHash } from 'node:crypto'; export type T = TypeBoxTypeProvider; export const a = [fastify, helmet, compress, Type, parsePhoneNumber, pino, createHash];"],
  ['fixtures/generator/x.ts', "import { fold } from '../../engine/core'; import { encodeFrame } from '../../engine/wire'; import prand from 'pure-rand'; export const a = [fold, encodeFrame, prand];"],
  ['fixtures/x.ts', "import { generateDay } from './generator'; import { readFileSync } from 'node:fs'; export const a = [generateDay, readFileSync];"],
  ['bench/x.ts', "import { buildApp } from '../server/app'; import { match } from '../engine/core/test-support/builders'; import { chromium } from 'playwright-core'; export const a = [buildApp, match, chromium];"],
  ['tests/x.ts', "import { App } from '../ui/App'; import { test } from '@playwright/test'; import { spawn } from 'node:child_process'; export const a = [App, test, spawn];"],
  ['vite.config.ts', "import { defineConfig } from 'vite'; import { join } from 'node:path'; export const a = [defineConfig, join];"],
  ['engine/core/x.test.ts', "import { describe } from 'vitest'; import fc from 'fast-check'; import { match } from './test-support/builders'; import { live } from '../../proto/gen/live.js'; export const a = [describe, fc, match, live];"],
  ['engine/worker/x.test.ts', "import 'fake-indexeddb/auto'; import { createHash } from 'node:crypto'; import { smallDay } from '../../fixtures/days/small-day'; export const a = [createHash, smallDay];"],
  ['ui/x.test.tsx', "import { createEngineApi } from '../engine/worker/api'; import { world } from '../engine/core/test-support/world'; export const a = [createEngineApi, world];"],
];

describe('layer import rules: the allow-list of eslint.config.js (DESIGN.md)', () => {
  it.each(refused)('%s: `%s` is refused (%s)', async (file, code, reason) => {
    const found = await errors(file, code);
    expect(found.filter((e) => e.startsWith(`${IMPORTS}:`) && e.includes(reason)), found.join('\n')).not.toEqual([]);
  });

  it.each(allowed)('%s: `%s` passes', async (file, code) => {
    expect(await errors(file, code)).toEqual([]);
  });
});

describe('purity rules (DESIGN.md "Engine")', () => {
  const impure: [string, string, string][] = [
    ['engine/core/x.ts', 'export const now = () => Date.now();', 'no-restricted-properties'],
    ['engine/core/x.ts', 'export const r = () => Math.random();', 'no-restricted-properties'],
    ['engine/core/x.ts', 'export const t = () => setTimeout(() => 0, 1);', 'no-restricted-globals'],
    ['engine/core/x.ts', 'export const d = () => new Date();', 'no-restricted-syntax'],
    ['fixtures/generator/x.ts', 'export const r = () => Math.random();', 'no-restricted-properties'],
    ['fixtures/generator/x.ts', 'export const n = () => performance.now();', 'no-restricted-globals'],
  ];
  it.each(impure)('%s: `%s` is refused', async (file, code, rule) => {
    expect((await errors(file, code)).map((e) => e.split(':')[0])).toContain(rule);
  });
});

describe('one now in the page (STYLE.md item 16)', () => {
  const raw: [string, string, string][] = [
    ['ui/x.ts', 'export const t = () => setTimeout(() => 0, 1);', 'no-restricted-globals'],
    ['ui/x.tsx', 'export const t = () => clearInterval(1);', 'no-restricted-globals'],
    ['ui/x.tsx', 'export const t = () => window.setInterval(() => 0, 1);', 'no-restricted-properties'],
    ['ui/x.ts', 'export const t = () => globalThis.setTimeout(() => 0, 1);', 'no-restricted-properties'],
    ['ui/x.ts', 'export const now = () => Date.now();', 'no-restricted-properties'],
    ['ui/x.ts', 'export const clock = { now: Date.now };', 'no-restricted-properties'],
    ['ui/x.ts', 'export const d = () => new Date();', 'no-restricted-syntax'],
  ];
  it.each(raw)('%s: `%s` is refused', async (file, code, rule) => {
    expect((await errors(file, code)).map((e) => e.split(':')[0])).toContain(rule);
  });

  const given: [string, string][] = [
    ['ui/x.ts', "import type { Scheduler } from '../engine/core/time/scheduler'; export const t = (s: Scheduler) => s.setTimeout(() => new Date(s.now()), 1);"],
    ['ui/x.test.ts', 'export const t = () => setTimeout(() => new Date(Date.now()), 1);'],
    ['ui/components/test-support/x.ts', 'export const t = () => window.setTimeout(() => 0, 1);'],
  ];
  it.each(given)('%s: `%s` passes', async (file, code) => {
    expect(await errors(file, code)).toEqual([]);
  });
});
