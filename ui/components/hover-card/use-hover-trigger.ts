// Opens the hover card of a row [LS-14]: after HOVER_DELAY_MS of pointer rest, or when the row itself takes the
// keyboard focus; closed on leave (LEAVE_GRACE_MS later, so the pointer can reach the card's competition link,
// the one part of the card it does not pass through), blur, Esc (from the card's link too, which gives the focus back
// to the row), a press inside the row (the row's own buttons take
// over; a press in the card, portalled outside the row, leaves it to its link) and scroll (the card would float
// away from its row). The card is the row's child in React's tree, so pointer moves onto it count as the row's.
// While open it follows its row: the live list moves rows without any scroll (a match finishing changes section,
// the carousel above loads), so the row is re-read each frame — only while a card is open — and the card re-placed
// when the row moved, closed when it left the list.
import type { FocusEvent, KeyboardEvent, MouseEvent } from 'react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { TimerId } from '../../../engine/core/time/scheduler';
import { useScheduler } from '../../time/scheduler-context';
import type { Box } from './place-card';

export const HOVER_DELAY_MS = 300;
/** How long an open card outlives the pointer leaving its row: the way across the gap to the card's link. */
export const LEAVE_GRACE_MS = 150;

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
    onMouseDown(e: MouseEvent<HTMLElement>): void;
    onFocus(e: FocusEvent<HTMLElement>): void;
    onBlur(e: FocusEvent<HTMLElement>): void;
    onKeyDown(e: KeyboardEvent<HTMLElement>): void;
  };
}

const boxOf = (el: HTMLElement): Box => {
  const r = el.getBoundingClientRect();
  return { left: r.left, top: r.top, width: r.width, height: r.height };
};

export function useHoverTrigger(delayMs = HOVER_DELAY_MS): HoverTrigger {
  const [anchor, setAnchor] = useState<HoverAnchor>();
  const scheduler = useScheduler();
  const timer = useRef<TimerId | undefined>(undefined);
  const element = useRef<HTMLElement | undefined>(undefined);
  const cardId = useId();
  const open = useRef(false);
  open.current = anchor !== undefined;
  /** The focus is being given back to the row by Esc from inside its card: that focus must not open it again. */
  const refocusing = useRef(false);

  const cancel = useCallback(() => {
    scheduler.clearTimeout(timer.current);
    timer.current = undefined;
  }, [scheduler]);
  const close = useCallback(() => {
    cancel();
    setAnchor(undefined);
  }, [cancel]);
  const openLater = useCallback((el: HTMLElement, x?: number) => {
    cancel();
    element.current = el;
    timer.current = scheduler.setTimeout(() => {
      const row = boxOf(el);
      setAnchor({ row, x: x ?? row.left + row.width / 2 });
    }, delayMs);
  }, [cancel, delayMs, scheduler]);

  /** Closes after the grace, unless the pointer comes back to the row or onto the card (the row's enter again). */
  const closeLater = useCallback(() => {
    cancel();
    timer.current = scheduler.setTimeout(close, LEAVE_GRACE_MS);
  }, [cancel, close, scheduler]);
  /** Is the node inside this row's card (portalled to <body>, outside the row's own DOM)? */
  const inCard = (node: EventTarget | null) => node instanceof Node && document.getElementById(cardId)?.contains(node) === true;

  useEffect(() => cancel, [cancel]);
  useEffect(() => {
    if (!anchor) return;
    window.addEventListener('scroll', close, { passive: true, capture: true });
    return () => window.removeEventListener('scroll', close, { capture: true });
  }, [anchor, close]);
  useEffect(() => {
    if (!anchor) return;
    let frame = requestAnimationFrame(function follow() {
      const el = element.current;
      if (!el?.isConnected) {
        close();
        return;
      }
      const row = boxOf(el);
      if (Math.abs(row.top - anchor.row.top) > 0.5 || Math.abs(row.left - anchor.row.left) > 0.5) {
        setAnchor({ row, x: anchor.x + row.left - anchor.row.left });
        return;
      }
      frame = requestAnimationFrame(follow);
    });
    return () => cancelAnimationFrame(frame);
  }, [anchor, close]);

  return {
    anchor,
    cardId,
    triggerProps: {
      tabIndex: 0,
      'aria-describedby': anchor ? cardId : undefined,
      // Back on the row, or onto the card's link (the row's child in React's tree): an open card stays where it is.
      onMouseEnter: (e) => { if (open.current) cancel(); else openLater(e.currentTarget, e.clientX); },
      onMouseLeave: () => { if (open.current) closeLater(); else close(); },
      onMouseDown: (e) => { if (e.currentTarget.contains(e.target as Node)) close(); },
      onFocus: (e) => { if (e.target === e.currentTarget && !refocusing.current) openLater(e.currentTarget); },
      onBlur: (e) => { if (!inCard(e.relatedTarget)) close(); }, // focus into the card (its link pressed) keeps it
      onKeyDown: (e) => {
        if (e.key !== 'Escape') return;
        // Esc on the card's link (the row's child in React's tree): the focus goes back to the row, not to <body>
        // with the link taken away.
        if (inCard(document.activeElement)) {
          refocusing.current = true;
          e.currentTarget.focus();
          refocusing.current = false;
        }
        close();
      },
    },
  };
}
