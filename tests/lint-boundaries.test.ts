// The import rules of DESIGN.md ("Layers, and what each may import") are enforced by eslint.config.js; these
// cases prove each rule bites, so a loosened config fails here rather than in review.
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: join(import.meta.dirname, '..') });

async function errors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message);
}

const violations: [string, string, string][] = [
  ['engine/core/x.ts', "import Dexie from 'dexie'; export const d = Dexie;", 'no-restricted-imports'],
  ['engine/core/x.ts', "import { decodePacket } from '../wire'; export const d = decodePacket;", 'no-restricted-imports'],
  ['engine/core/x.ts', "import { live } from '../../proto/gen/live.js'; export const d = live;", 'no-restricted-imports'],
  ['engine/core/x.ts', 'export const now = () => Date.now();', 'no-restricted-properties'],
  ['engine/core/x.ts', 'export const r = () => Math.random();', 'no-restricted-properties'],
  ['engine/core/x.ts', 'export const t = () => setTimeout(() => 0, 1);', 'no-restricted-globals'],
  ['engine/core/x.ts', 'export const d = () => new Date();', 'no-restricted-syntax'],
  ['engine/wire/x.ts', "import { wrap } from 'comlink'; export const w = wrap;", 'no-restricted-imports'],
  ['engine/time/x.ts', "import { decodePacket } from '../wire'; export const d = decodePacket;", 'no-restricted-imports'],
  ['engine/time/x.ts', "import { Engine } from '../worker/engine'; export const e = Engine;", 'no-restricted-imports'],
  ['engine/time/x.ts', "import { readFileSync } from 'node:fs'; export const r = readFileSync;", 'no-restricted-imports'],
  ['ui/x.ts', "import Dexie from 'dexie'; export const d = Dexie;", 'no-restricted-imports'],
  ['ui/x.ts', "import { api } from '../engine/worker/api'; export const a = api;", 'no-restricted-imports'],
  ['ui/x.ts', "import { buildApp } from '../server/app'; export const a = buildApp;", 'no-restricted-imports'],
  ['server/x.ts', "import { App } from '../ui/App'; export const a = App;", 'no-restricted-imports'],
  ['server/x.ts', "import { useState } from 'react'; export const a = useState;", 'no-restricted-imports'],
  ['proto/x.ts', "import { fold } from '../engine/core'; export const f = fold;", 'no-restricted-imports'],
  ['fixtures/x.ts', "import { buildApp } from '../server/app'; export const a = buildApp;", 'no-restricted-imports'],
  ['fixtures/generator/x.ts', 'export const r = () => Math.random();', 'no-restricted-properties'],
  ['fixtures/generator/x.ts', "import { readFileSync } from 'node:fs'; export const r = readFileSync;", 'no-restricted-imports'],
];

describe('layer import rules (DESIGN.md)', () => {
  it.each(violations)('%s: `%s` is refused', async (file, code, rule) => {
    expect(await errors(file, code)).toContain(rule);
  });

  it('allowed imports pass: core types from proto, ui type-only worker API, server on core and wire', async () => {
    expect(await errors('engine/core/x.ts', "import type { live } from '../../proto/gen/live.js'; export type L = live.Envelope;")).toEqual([]);
    expect(await errors('ui/x.ts', "import type { EngineApi } from '../engine/worker/api'; export type A = EngineApi;")).toEqual([]);
    expect(await errors('server/x.ts', "import { fold } from '../engine/core'; import { decodePacket } from '../engine/wire'; export const a = [fold, decodePacket];")).toEqual([]);
    expect(await errors('engine/time/x.ts', "import { after } from '../core/time/scheduler'; export const a = after;")).toEqual([]);
    for (const from of ['server/x.ts', 'engine/worker/x.ts', 'ui/x.ts']) {
      expect(await errors(from, "import { systemScheduler } from '../engine/time'; export const s = systemScheduler;")).toEqual([]);
    }
  });
});
