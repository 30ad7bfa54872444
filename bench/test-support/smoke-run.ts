// Runs a bench's smoke form in this process (the real bench code, through bench/benches.ts) and checks what it
// printed: its figure, its anchor's and its verdict — never the values, which mean nothing at smoke size. Shared by
// the vitest smoke files (bench/smoke-*.test.ts) and the Playwright spec (tests/e2e/bench-smoke.spec.ts), so it uses
// neither's expect: it returns what is missing.
import { runBench } from '../benches';
import type { BenchFigures } from '../benches';

export interface SmokeRun {
  /** Every console.log line the bench printed (split on newlines). */
  readonly lines: readonly string[];
  readonly figures: BenchFigures;
}

/** Runs `npm run bench -- <name> <args>` in this process, console.log captured (and kept off the test's output). */
export async function runSmoke(name: string, args: readonly string[]): Promise<SmokeRun> {
  const lines: string[] = [];
  const log = console.log;
  console.log = (...parts: unknown[]) => {
    lines.push(...parts.map((p) => (typeof p === 'string' ? p : JSON.stringify(p))).join(' ').split('\n'));
  };
  try {
    const figures = await runBench(name, args);
    JSON.stringify(figures); // what bench/main.ts prints last
    return { lines, figures };
  } catch (err) {
    // What the bench printed before it failed is what tells why.
    throw new Error(`${name} ${args.join(' ')} failed: ${(err as Error).message}\n--- it printed:\n${lines.join('\n')}`, { cause: err });
  } finally {
    console.log = log;
  }
}

/** A line with the bench's own figure, one with its anchor's, and one saying met or MISSED of its target. */
export interface FigureLines {
  readonly figure: RegExp;
  readonly anchor?: RegExp;
  readonly verdict?: RegExp;
}

const ANCHOR = /\banchor\b/i;
const VERDICT = /: (met|MISSED)\b/;

/** What of `expected` no printed line shows (empty: all there), each with the pattern it looked for. */
export function missingLines(run: SmokeRun, expected: FigureLines): string[] {
  const wanted: [string, RegExp][] = [
    ['figure', expected.figure], ['anchor', expected.anchor ?? ANCHOR], ['verdict', expected.verdict ?? VERDICT],
  ];
  const missing = wanted.filter(([, re]) => !run.lines.some((l) => re.test(l))).map(([what, re]) => `${what} line ${re}`);
  if (Object.keys(run.figures).length === 0) missing.push('figures returned');
  return missing;
}
