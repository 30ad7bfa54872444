// @vitest-environment happy-dom
// The pop-ups' motion [GN-4]: Web Animations of transform and opacity only (no CSS animation, so no animation
// events for React's root listeners to keep Chromium's main thread framing), at the tokens' 200 ms, and none with
// prefers-reduced-motion.
import { act, useRef } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../test-support/dom';
import { POPUP_ENTER_FROM_PX, POPUP_MOTION_MS, popupTransform, usePopupMotion } from './use-popup-motion';

interface Call { readonly keyframes: Keyframe[]; readonly options: KeyframeAnimationOptions }

let calls: Call[] = [];
let reduce = false;
let root: Root | undefined;

function Card({ top }: { readonly top: number }) {
  const ref = useRef<HTMLDivElement>(null);
  usePopupMotion(ref, top);
  return <div ref={ref} style={{ transform: popupTransform(top) }} />;
}

beforeEach(() => {
  calls = [];
  reduce = false;
  HTMLElement.prototype.animate = function animate(keyframes: Keyframe[], options: KeyframeAnimationOptions) {
    calls.push({ keyframes, options });
    return {} as Animation;
  } as HTMLElement['animate'];
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: reduce && query.includes('reduce') }) as MediaQueryList);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function render(top: number): void {
  if (!root) {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  }
  act(() => root!.render(<Card top={top} />));
}

const animatedProperties = (call: Call) => new Set(call.keyframes.flatMap((k) => Object.keys(k).filter((p) => p !== 'offset' && p !== 'easing')));

describe('usePopupMotion', () => {
  it('[GN-4] slides in from the right and fades in at its own top, on transform and opacity only', () => {
    render(215);
    expect(calls).toHaveLength(1);
    const [{ keyframes, options }] = calls;
    expect(keyframes).toEqual([
      { opacity: 0, transform: `translate(${POPUP_ENTER_FROM_PX}px, 215px)` },
      { opacity: 1, transform: 'translateY(215px)' },
    ]);
    expect(options.duration).toBe(POPUP_MOTION_MS);
    expect(options.fill ?? 'none').toBe('none'); // the inline transform is where it rests
  });

  it('[GN-4] glides from its old top to its new one when the stack moves up, and stays still on a re-render', () => {
    render(215);
    render(215);
    expect(calls).toHaveLength(1);
    render(145);
    expect(calls).toHaveLength(2);
    expect(calls[1].keyframes).toEqual([{ transform: 'translateY(215px)' }, { transform: 'translateY(145px)' }]);
    expect(calls.every((c) => [...animatedProperties(c)].every((p) => p === 'transform' || p === 'opacity'))).toBe(true);
  });

  it('does not move with prefers-reduced-motion: reduce', () => {
    reduce = true;
    render(215);
    render(145);
    expect(calls).toHaveLength(0);
  });
});
