// @vitest-environment happy-dom
// The going dot pulses as a Web Animation on the dd's ::before (no CSS animation events to keep due), stopped on
// unmount, and not at all for reduced motion.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveCountsSummary } from './live-counts-summary';
import { PULSE_MS } from './use-live-pulse';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.restoreAllMocks();
});

function mount(reducedMotion: boolean) {
  vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: reducedMotion } as MediaQueryList);
  const cancel = vi.fn();
  const animate = vi.fn(() => ({ cancel }) as unknown as Animation);
  Object.defineProperty(HTMLElement.prototype, 'animate', { value: animate, configurable: true, writable: true });
  const container = document.createElement('div');
  root = createRoot(container);
  act(() => root!.render(<LiveCountsSummary sport="football" />));
  return { animate, cancel, container };
}

describe('LiveCountsSummary pulse', () => {
  it('[#4 §4] animates the going count\'s ::before forever and cancels it on unmount', () => {
    const { animate, cancel, container } = mount(false);
    expect(animate).toHaveBeenCalledTimes(1);
    const [keyframes, options] = animate.mock.calls[0] as unknown as [Keyframe[], KeyframeAnimationOptions];
    expect(keyframes.map((k) => k.opacity)).toEqual([1, 0.35, 1]);
    expect(options).toMatchObject({ duration: PULSE_MS, iterations: Infinity, pseudoElement: '::before' });
    expect(animate.mock.contexts[0]).toBe(container.querySelectorAll('dd')[1]);
    act(() => root!.unmount());
    root = undefined;
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it('[#4 §4] does not pulse for reduced motion', () => {
    const { animate } = mount(true);
    expect(animate).not.toHaveBeenCalled();
  });
});
