// [AU-7] The login action is debounced 500 ms. *Decision*: on the leading edge — the first click logs in at once,
// and further clicks count as one until the button has been left alone for 500 ms (lodash's leading: true,
// trailing: false) — so a login never waits half a second, and a double click never logs in twice.

export const LOGIN_DEBOUNCE_MS = 500; // [AU-7] SPEC.md §9 login action debounced 500 ms

export function leadingDebounce<A extends unknown[]>(fn: (...args: A) => void, ms: number, clock: { now(): number }): (...args: A) => void {
  let last = Number.NEGATIVE_INFINITY;
  return (...args) => {
    const now = clock.now();
    const quiet = now - last >= ms;
    last = now;
    if (quiet) fn(...args);
  };
}
