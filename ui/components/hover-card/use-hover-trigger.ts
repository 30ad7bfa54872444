// Opens the hover card of a row [LS-14]: after HOVER_DELAY_MS of pointer rest, or when the row itself takes the
// keyboard focus; closed on leave, blur, Esc, a press inside the row (the row's own buttons take over) and
// scroll (the card would float away from its row).
import type { FocusEvent, KeyboardEvent, MouseEvent } from 'react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Box } from './place-card';

export const HOVER_DELAY_MS = 300;

export interface HoverAnchor {
  readonly row: Box;
  /** Where the pointer entered, horizontally; the row's centre for focus. */
  readonly x: number;
}

export interface HoverTrigger {
  readonly anchor: HoverAnchor | undefined;
  readonly cardId: string;
  readonly triggerProps: {
    readonly tabIndex: 0;
    readonly 'aria-describedby': string | undefined;
    onMouseEnter(e: MouseEvent<HTMLElement>): void;
    onMouseLeave(): void;
    onMouseDown(): void;
    onFocus(e: FocusEvent<HTMLElement>): void;
    onBlur(): void;
    onKeyDown(e: KeyboardEvent<HTMLElement>): void;
  };
}

const boxOf = (el: HTMLElement): Box => {
  const r = el.getBoundingClientRect();
  return { left: r.left, top: r.top, width: r.width, height: r.height };
};

export function useHoverTrigger(delayMs = HOVER_DELAY_MS): HoverTrigger {
  const [anchor, setAnchor] = useState<HoverAnchor>();
  const timer = useRef<number | undefined>(undefined);
  const cardId = useId();

  const cancel = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const close = useCallback(() => {
    cancel();
    setAnchor(undefined);
  }, [cancel]);
  const openLater = useCallback((el: HTMLElement, x?: number) => {
    cancel();
    timer.current = window.setTimeout(() => {
      const row = boxOf(el);
      setAnchor({ row, x: x ?? row.left + row.width / 2 });
    }, delayMs);
  }, [cancel, delayMs]);

  useEffect(() => cancel, [cancel]);
  useEffect(() => {
    if (!anchor) return;
    window.addEventListener('scroll', close, { passive: true, capture: true });
    return () => window.removeEventListener('scroll', close, { capture: true });
  }, [anchor, close]);

  return {
    anchor,
    cardId,
    triggerProps: {
      tabIndex: 0,
      'aria-describedby': anchor ? cardId : undefined,
      onMouseEnter: (e) => openLater(e.currentTarget, e.clientX),
      onMouseLeave: close,
      onMouseDown: close,
      onFocus: (e) => { if (e.target === e.currentTarget) openLater(e.currentTarget); },
      onBlur: close,
      onKeyDown: (e) => { if (e.key === 'Escape') close(); },
    },
  };
}
