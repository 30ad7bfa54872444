// Where the page runs its engine: in its Web Worker (the product), or — for the UI bench's comparison and the
// test that both render the same rows — on the page's own main thread. Chosen by the query parameter `engine`
// (`/football?engine=main`); a page loaded with an explicit `engine` also publishes its EngineClient on
// `window.qiusaiEngine`, so the bench can read the engine's status. A normal load (no parameter) is the worker.

export type EngineVariant = 'worker' | 'main';

export interface EngineChoice {
  readonly variant: EngineVariant;
  /** True when the URL named the variant: a diagnostic load (bench, e2e) that exposes the client. */
  readonly explicit: boolean;
}

/** `search` is location.search; an unknown value is the worker (the product never runs on the main thread by accident). */
export function engineChoice(search: string): EngineChoice {
  const value = new URLSearchParams(search).get('engine');
  if (value === 'main') return { variant: 'main', explicit: true };
  return { variant: 'worker', explicit: value === 'worker' };
}
