// What every bench shares besides timing (measure.ts): its command-line options, its smoke form, how it says
// met / MISSED, and how it gives up when it cannot reach its target's preconditions.
//
// Smoke form (`--smoke`): the same code path with tiny counts and windows of a second or so, which the test suite
// runs (bench/smoke-*.test.ts, tests/e2e/bench-smoke.spec.ts) so that a change that breaks a bench fails CI. Its
// figures mean nothing; the suite checks that the bench ran and printed its figure, its anchor's and its verdict.

/** `--smoke` among the arguments. */
export const isSmoke = (args: readonly string[]): boolean => args.includes('--smoke');

/** `--name value`, or undefined. */
export function option(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

/** `--name N`, a positive number, or `fallback`. */
export function positiveOption(args: readonly string[], name: string, fallback: number): number {
  const text = option(args, name);
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number, got '${text}'`);
  return n;
}

/** The word every bench prints after its target. */
export const verdict = (ok: boolean): 'met' | 'MISSED' => (ok ? 'met' : 'MISSED');

/**
 * The bench could not set up what its figure needs (sockets refused, a page that never paints, a server that never
 * says it is ready): bench/main.ts prints the message alone and exits non-zero.
 */
export class PreconditionError extends Error {
  override readonly name = 'PreconditionError';
}

/**
 * `promise`, or a PreconditionError naming `what` once `ms` have passed. The timer does not keep the process
 * alive, and the promise's own later failure is swallowed (the deadline has already answered).
 */
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PreconditionError(`${what}: nothing after ${(ms / 1000).toFixed(0)} s`)), ms);
    timer.unref();
  });
  promise.catch(() => {});
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
