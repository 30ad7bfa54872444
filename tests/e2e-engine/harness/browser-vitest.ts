// Just enough of vitest for a browser page to run a suite written for vitest — describe, it and expect (vitest's
// own matchers from @vitest/expect on chai) — so a contract suite runs unchanged against browser
// implementations. The page runs the collected tests with runCollected() and reports the outcome to Node.
import type { ExpectStatic } from '@vitest/expect';
import {
  ASYMMETRIC_MATCHERS_OBJECT, chai, GLOBAL_EXPECT, getState, JestAsymmetricMatchers, JestChaiExpect, JestExtend, setState,
} from '@vitest/expect';

chai.use(JestExtend);
chai.use(JestChaiExpect);
chai.use(JestAsymmetricMatchers);

export const expect = ((value: unknown, message?: string) => {
  const { assertionCalls } = getState(expect);
  setState({ assertionCalls: assertionCalls + 1 }, expect);
  return chai.expect(value, message);
}) as unknown as ExpectStatic;
Object.assign(expect, chai.expect);
Object.assign(expect, (globalThis as Record<symbol, unknown>)[ASYMMETRIC_MATCHERS_OBJECT]);
setState({ assertionCalls: 0, isExpectingAssertions: false, expectedAssertionsNumber: null }, expect);
(globalThis as Record<symbol, unknown>)[GLOBAL_EXPECT] = expect;

interface Collected {
  readonly name: string;
  readonly fn: () => unknown;
}

const collected: Collected[] = [];
const prefix: string[] = [];

export function describe(name: string, body: () => void): void {
  prefix.push(name);
  try { body(); } finally { prefix.pop(); }
}

export function it(name: string, fn: () => unknown): void {
  collected.push({ name: [...prefix, name].join(' > '), fn });
}
export const test = it;

export interface Outcome {
  readonly name: string;
  readonly ok: boolean;
  readonly error?: string;
  readonly ms: number;
}

/** Runs every collected test in order, each to its end or its error. */
export async function runCollected(): Promise<Outcome[]> {
  const out: Outcome[] = [];
  for (const t of collected) {
    const t0 = performance.now();
    try {
      await t.fn();
      out.push({ name: t.name, ok: true, ms: performance.now() - t0 });
    } catch (error) {
      out.push({ name: t.name, ok: false, error: error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error), ms: performance.now() - t0 });
    }
  }
  return out;
}
