// A pop-up's motion as Web Animations on transform and opacity only [GN-4]: its card slides in from the right and
// fades in when it appears, and the pop-up glides to its new place when the stack moves up (a pop-up above it went).
// Not CSS animations: React listens for animation events at its root, and while a document has such a listener
// Chromium runs a main-thread frame for every frame of a CSS animation to keep its events due; a Web Animation of
// transform and opacity has no events and runs on the compositor alone (issue #4 §4; as ui/components/live-counts/
// use-live-pulse.ts). The two motions are on two elements, and a glide that interrupts a glide starts where the first
// one had got to, after cancelling it: two transform animations running on one element are run by Chromium on the
// main thread, frame by frame ('target has incompatible animations'). A pop-up goes without motion: it leaves at its
// 9 s exactly, so nothing is left to animate. With prefers-reduced-motion nothing moves: the pop-up is simply there,
// and simply moves.
import type { RefObject } from 'react';
import { useEffect, useRef } from 'react';

/** The design tokens' --duration-base and --easing-standard (ui/design/tokens.css), which a Web Animation cannot read. */
export const POPUP_MOTION_MS = 200;
export const POPUP_EASING = 'cubic-bezier(0.2, 0, 0, 1)';
/** How far right a pop-up's card starts (the tokens' --space-4). */
export const POPUP_ENTER_FROM_PX = 16;

/** Where a pop-up sits: its top as a transform, so moving it is no layout and no restyle of its contents. */
export function popupTransform(top: number): string {
  return `translateY(${top}px)`;
}

interface Glide {
  readonly animation: Animation;
  readonly from: number;
  readonly to: number;
}

function animateIfAllowed(element: HTMLElement | null, keyframes: Keyframe[]): Animation | undefined {
  if (typeof element?.animate !== 'function' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return undefined;
  // fill 'none': once done the inline transform (the resting place) shows, and nothing is left holding a layer.
  return element.animate(keyframes, { duration: POPUP_MOTION_MS, easing: POPUP_EASING });
}

/** Where a glide has got to (its eased progress between its two tops), or undefined once it is over. */
export function glidePosition(glide: Glide | undefined): number | undefined {
  if (!glide || glide.animation.playState !== 'running') return undefined;
  const progress = glide.animation.effect?.getComputedTiming().progress;
  return typeof progress === 'number' ? glide.from + (glide.to - glide.from) * progress : undefined;
}

export function usePopupMotion(popup: RefObject<HTMLElement | null>, card: RefObject<HTMLElement | null>, top: number): void {
  const shownAt = useRef<number | null>(null);
  const glide = useRef<Glide | undefined>(undefined);
  useEffect(() => {
    const was = shownAt.current;
    shownAt.current = top;
    if (was === null) {
      animateIfAllowed(card.current, [
        { opacity: 0, transform: `translateX(${POPUP_ENTER_FROM_PX}px)` },
        { opacity: 1, transform: 'none' },
      ]);
    } else if (was !== top) {
      const from = glidePosition(glide.current) ?? was;
      glide.current?.animation.cancel();
      const animation = animateIfAllowed(popup.current, [{ transform: popupTransform(from) }, { transform: popupTransform(top) }]);
      glide.current = animation && { animation, from, to: top };
    }
  }, [popup, card, top]);
}
