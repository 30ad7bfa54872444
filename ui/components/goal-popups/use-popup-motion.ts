// A pop-up's motion as Web Animations on transform and opacity only [GN-4]: it slides in from the right and fades in
// when it appears, and glides to its new place when the stack moves up (a pop-up above it went). Not CSS
// animations: React listens for animation events at its root, and while a document has such a listener Chromium
// runs a main-thread frame for every frame of a CSS animation to keep its events due; a Web Animation of transform
// and opacity has no events and runs on the compositor alone (issue #4 §4; as ui/components/live-counts/
// use-live-pulse.ts). A pop-up goes without motion: it leaves at its 9 s exactly, so nothing is left to animate.
// With prefers-reduced-motion nothing moves: the pop-up is simply there, and simply moves.
import type { RefObject } from 'react';
import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '../../hooks/use-reduced-motion';

/** The design tokens' --duration-base and --easing-standard (ui/design/tokens.css), which a Web Animation cannot read. */
export const POPUP_MOTION_MS = 200;
export const POPUP_EASING = 'cubic-bezier(0.2, 0, 0, 1)';
/** How far right a pop-up starts (the tokens' --space-4). */
export const POPUP_ENTER_FROM_PX = 16;

/** Where a pop-up sits: its top as a transform, so moving it is no layout and no restyle of its contents. */
export function popupTransform(top: number, dx = 0): string {
  return dx === 0 ? `translateY(${top}px)` : `translate(${dx}px, ${top}px)`;
}

function animateIfAllowed(element: HTMLElement | null, keyframes: Keyframe[]): void {
  if (typeof element?.animate !== 'function' || prefersReducedMotion()) return;
  // fill 'none': once done the inline transform (the resting place) shows, and nothing is left holding a layer.
  element.animate(keyframes, { duration: POPUP_MOTION_MS, easing: POPUP_EASING });
}

export function usePopupMotion(ref: RefObject<HTMLElement | null>, top: number): void {
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    const from = shownAt.current;
    shownAt.current = top;
    if (from === null) {
      animateIfAllowed(ref.current, [
        { opacity: 0, transform: popupTransform(top, POPUP_ENTER_FROM_PX) },
        { opacity: 1, transform: popupTransform(top) },
      ]);
    } else if (from !== top) {
      // Started later than any entrance still running, so it wins for transform; the entrance's fade goes on.
      animateIfAllowed(ref.current, [{ transform: popupTransform(from) }, { transform: popupTransform(top) }]);
    }
  }, [ref, top]);
}
