// @vitest-environment happy-dom
// The virtualiser's scrollMargin follows the list down when something above it (the carousel) loads after mount.
import { act, useRef } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDocumentOffset } from './use-document-offset';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.unstubAllGlobals();
});

/** A ResizeObserver the test fires by hand, remembering what it watches. */
class FakeResizeObserver {
  static last: FakeResizeObserver | undefined;
  readonly watched: Element[] = [];
  disconnected = false;
  constructor(readonly fire: () => void) { FakeResizeObserver.last = this; }
  observe(element: Element) { this.watched.push(element); }
  disconnect() { this.disconnected = true; }
}

describe('useDocumentOffset', () => {
  it('[#4 §4] re-measures the list\'s document top when the page above it resizes', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    let top = 300;
    const seen: number[] = [];
    function List() {
      const ref = useRef<HTMLDivElement>(null);
      seen.push(useDocumentOffset(ref));
      return <div ref={ref} />;
    }
    const container = document.createElement('div');
    document.body.append(container);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ top } as DOMRect));
    root = createRoot(container);
    act(() => root!.render(<List />));
    expect(seen.at(-1)).toBe(300);
    const observer = FakeResizeObserver.last!;
    expect(observer.watched).toContain(document.body);

    top = 472.4; // the carousel came in above the list
    act(() => observer.fire());
    expect(seen.at(-1)).toBe(472);
    const renders = seen.length;
    act(() => observer.fire()); // nothing moved: no render
    expect(seen.length).toBe(renders);

    act(() => root!.unmount());
    root = undefined;
    expect(observer.disconnected).toBe(true);
    container.remove();
  });
});
