// The 进行中 dot's pulse (opacity 1 → 0.35 → 1, ease-in-out, 1.6 s, forever) as a Web Animation on the element's
// ::before, not a CSS animation: React listens for animationiteration at its root, and while a document has such a
// listener Chromium wakes the main thread for a frame several times a second to keep a CSS animation's events
// due; a Web Animation has no such events and runs on the compositor alone (issue #4 §4). Not for reduced motion.
import type { RefObject } from 'react';
import { useEffect } from 'react';

const PULSE: Keyframe[] = [
  { opacity: 1, easing: 'ease-in-out' },
  { opacity: 0.35, offset: 0.5, easing: 'ease-in-out' },
  { opacity: 1 },
];
export const PULSE_MS = 1_600;

export function useLivePulse(ref: RefObject<HTMLElement | null>, pseudoElement = '::before'): void {
  useEffect(() => {
    const element = ref.current;
    if (typeof element?.animate !== 'function' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return undefined;
    const pulse = element.animate(PULSE, { duration: PULSE_MS, iterations: Infinity, pseudoElement });
    // cancel() rejects `finished` with an AbortError; an endless pulse has nobody waiting for it to finish.
    pulse.finished?.catch(() => undefined);
    return () => pulse.cancel();
  }, [ref, pseudoElement]);
}
