// Infinite scroll over one scroll box (infinite-scroll.ts decides): checks on scroll and whenever `watch` changes
// (a page arrived, the list was cleared), throttled to one check per delay, and calls onLoad near the end unless
// `disabled` (loading, finished, nothing searched).
import type { RefObject } from 'react';
import { useEffect, useRef } from 'react';
import type { TimerId } from '../../engine/core/time/scheduler';
import { useScheduler } from '../time/scheduler-context';
import { INFINITE_SCROLL_DELAY_MS, INFINITE_SCROLL_DISTANCE_PX, nearEnd, throttleWait } from './infinite-scroll';

export interface InfiniteScrollOptions {
  readonly onLoad: () => void;
  readonly disabled: boolean;
  /** Checked again when this changes (e.g. the number of rows). */
  readonly watch: unknown;
  readonly delayMs?: number;
  readonly distancePx?: number;
}

export function useInfiniteScroll(box: RefObject<HTMLElement | null>, o: InfiniteScrollOptions): void {
  const latest = useRef(o);
  latest.current = o;
  const throttle = useRef<{ lastRunAt?: number; timer?: TimerId }>({});
  const scheduler = useScheduler();
  const delay = o.delayMs ?? INFINITE_SCROLL_DELAY_MS;
  const distance = o.distancePx ?? INFINITE_SCROLL_DISTANCE_PX;

  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const t = throttle.current;
    const check = () => {
      t.lastRunAt = scheduler.now();
      const { disabled, onLoad } = latest.current;
      if (!disabled && el.isConnected && el.clientHeight > 0 && nearEnd(el, distance)) onLoad();
    };
    const request = () => {
      if (latest.current.disabled || t.timer !== undefined) return;
      const wait = throttleWait(t.lastRunAt, scheduler.now(), delay);
      if (wait === 0) check();
      else t.timer = scheduler.setTimeout(() => { t.timer = undefined; check(); }, wait);
    };
    request();
    el.addEventListener('scroll', request, { passive: true });
    return () => {
      el.removeEventListener('scroll', request);
      scheduler.clearTimeout(t.timer);
      t.timer = undefined;
    };
  }, [box, delay, distance, o.watch, o.disabled, scheduler]);
}
