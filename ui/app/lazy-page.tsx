// A page of the route table as a chunk of its own that can be loaded before React renders it. `lazyPage(load)`
// takes the same loader as React's `lazy`; once `preload()` has settled, the page renders its component directly,
// so the first render of the route the tab opened on (ui/app/preload-route.ts) never suspends: React shows no
// fallback for it, and so adds none of its fallback throttle (a suspended first render is revealed no sooner than
// ~300 ms after its fallback). Rendered before its chunk is in (a later navigation, a unit test), it is React's
// `lazy` over the same load: the route's Suspense boundary waits for it as before.
//
// A page whose own content is lazy again (/liveRoom: the room or the match centre by query) gives its component a
// static `preload(location)`; the page's preload runs it once the chunk is in, so the inner chunk is ready too.
import type { FunctionComponent, ReactNode } from 'react';
import { createElement, isValidElement, lazy } from 'react';

/** Where the page is opened: what a nested preload reads (path and query). */
export type PageLocation = Pick<Location, 'pathname' | 'search'>;

/** A page component that can get what it shows ready before its first render (its nested chunks). */
export interface Preloadable {
  preload?: (location: PageLocation) => Promise<unknown>;
}

export interface LazyPage<P extends object> extends FunctionComponent<P> {
  /** Loads the page's chunk (once; a failed load is tried again on the next call) and its nested preload. */
  preload(location: PageLocation): Promise<void>;
  /** True once the chunk is in: a render now shows the page at once. */
  readonly loaded: boolean;
}

const LAZY_PAGE = Symbol('lazyPage');

/** A page component of the table: a function of its props (a page may carry a static `preload`, Preloadable). */
type PageComponent<P> = (props: P) => ReactNode;
/** The props of page component `T`. */
export type PagePropsOf<T> = T extends (props: infer P) => ReactNode ? (P extends object ? P : object) : never;

export function lazyPage<T extends PageComponent<never>>(load: () => Promise<{ default: T }>): LazyPage<PagePropsOf<T>> {
  type P = PagePropsOf<T>;
  let component: FunctionComponent<P> | undefined;
  let pending: Promise<FunctionComponent<P>> | undefined;
  const loadOnce = () => (pending ??= load().then((m) => (component = m.default as unknown as FunctionComponent<P>), (error: unknown) => {
    pending = undefined;
    throw error;
  }));
  // React's lazy over the same load, for a render that comes before the chunk: it resolves after `component` is
  // set (its `then` is chained after ours), so the retry of the suspended render takes the direct path below.
  const Lazy = lazy(() => loadOnce().then((c) => ({ default: c })));
  const Page = (props: P) => createElement(component ?? Lazy, props);
  return Object.defineProperties(Page, {
    preload: {
      value: async (location: PageLocation) => {
        const loaded = await loadOnce();
        await (loaded as Preloadable).preload?.(location);
      },
    },
    loaded: { get: () => component !== undefined },
    [LAZY_PAGE]: { value: true },
  }) as unknown as LazyPage<P>;
}

/** Whether `type` (an element's) is a lazyPage. */
export function isLazyPage(type: unknown): type is LazyPage<object> {
  return typeof type === 'function' && (type as unknown as Record<symbol, unknown>)[LAZY_PAGE] === true;
}

/** The lazyPage an element renders, if it is one (`<HomePage />` of the route table). */
export function lazyPageOf(element: unknown): LazyPage<object> | undefined {
  return isValidElement(element) && isLazyPage(element.type) ? element.type : undefined;
}
