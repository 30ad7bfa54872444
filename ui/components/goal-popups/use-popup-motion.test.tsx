// @vitest-environment happy-dom
// The pop-ups' motion [GN-4]: Web Animations of transform and opacity only (no CSS animation, so no animation
// events for React's root listeners to keep Chromium's main thread framing), at the tokens' 200 ms, and none with
// prefers-reduced-motion. The entrance moves the card, a glide the pop-up, and a glide never runs beside another on
// the same element (Chromium would run both on the main thread).
import { act, useRef } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../test-support/dom';
import { POPUP_ENTER_FROM_PX, POPUP_MOTION_MS, popupTransform, usePopupMotion } from './use-popup-motion';

interface Call { readonly on: string; readonly keyframes: Keyframe[]; readonly options: KeyframeAnimationOptions; readonly cancel: ReturnType<typeof vi.fn> }

let calls: Call[] = [];
let reduce = false;
/** What the animations report as their eased progress when asked (a glide still running). */
let progress: number | null = null;
let root: Root | undefined;

function Popup({ top }: { readonly top: number }) {
  const popup = useRef<HTMLDivElement>(null);
  const card = useRef<HTMLDivElement>(null);
  usePopupMotion(popup, card, top);
  return <div ref={popup} data-part="popup" style={{ transform: popupTransform(top) }}><div ref={card} data-part="card" /></div>;
}

beforeEach(() => {
  calls = [];
  reduce = false;
  progress = null;
  HTMLElement.prototype.animate = function animate(this: HTMLElement, keyframes: Keyframe[], options: KeyframeAnimationOptions) {
    const cancel = vi.fn();
    calls.push({ on: this.dataset.part ?? '', keyframes, options, cancel });
    return {
      get playState() { return progress === null ? 'finished' : 'running'; },
      effect: { getComputedTiming: () => ({ progress }) },
      cancel,
    } as unknown as Animation;
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
  act(() => root!.render(<Popup top={top} />));
}

const animatedProperties = (call: Call) => new Set(call.keyframes.flatMap((k) => Object.keys(k).filter((p) => p !== 'offset' && p !== 'easing')));

describe('usePopupMotion', () => {
  it('[GN-4] its card slides in from the right and fades in, on transform and opacity only', () => {
    render(215);
    expect(calls).toHaveLength(1);
    const [{ on, keyframes, options }] = calls;
    expect(on).toBe('card');
    expect(keyframes).toEqual([
      { opacity: 0, transform: `translateX(${POPUP_ENTER_FROM_PX}px)` },
      { opacity: 1, transform: 'none' },
    ]);
    expect(options.duration).toBe(POPUP_MOTION_MS);
    expect(options.fill ?? 'none').toBe('none'); // the inline transform is where it rests
  });

  it('[GN-4] the pop-up glides from its old top to its new one when the stack moves up, and stays still on a re-render', () => {
    render(215);
    render(215);
    expect(calls).toHaveLength(1);
    render(145);
    expect(calls).toHaveLength(2);
    expect(calls[1].on).toBe('popup');
    expect(calls[1].keyframes).toEqual([{ transform: 'translateY(215px)' }, { transform: 'translateY(145px)' }]);
    expect(calls.every((c) => [...animatedProperties(c)].every((p) => p === 'transform' || p === 'opacity'))).toBe(true);
  });

  it('[GN-4] a glide that interrupts a glide cancels it and starts where it had got to', () => {
    render(285);
    render(215); // glides 285 → 215 …
    progress = 0.5; // … and is half-way (eased) when the stack moves again
    render(145);
    expect(calls).toHaveLength(3);
    expect(calls[1].cancel).toHaveBeenCalledTimes(1);
    expect(calls[2].on).toBe('popup');
    expect(calls[2].keyframes).toEqual([{ transform: 'translateY(250px)' }, { transform: 'translateY(145px)' }]);
  });

  it('a finished glide is not cancelled, and the next starts from the resting place', () => {
    render(285);
    render(215);
    render(145);
    expect(calls[2].keyframes).toEqual([{ transform: 'translateY(215px)' }, { transform: 'translateY(145px)' }]);
  });

  it('does not move with prefers-reduced-motion: reduce', () => {
    reduce = true;
    render(215);
    render(145);
    expect(calls).toHaveLength(0);
  });
});
