// The app's toasts as a small external store (STYLE.md item 12): the HTTP client's sink [HT-3, HT-4, HT-5, HT-7],
// the success messages of SPEC.md §8 [AU-12, FL-1] and the validation messages of §5. Timers are passed in, so
// tests drive the clock.
import { PAGE_SCHEDULER } from '../../time/page-scheduler';
import type { Scheduler, TimerId } from '../../../engine/core/time/scheduler';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly text: string;
}

export type ToastTimers = Pick<Scheduler, 'setTimeout' | 'clearTimeout'>;

export interface Toaster {
  success(text: string): void;
  error(text: string): void;
  warning(text: string): void;
  info(text: string): void;
}

export interface ToastStore extends Toaster {
  getSnapshot(): readonly Toast[];
  subscribe(listener: () => void): () => void;
  show(kind: ToastKind, text: string): number;
  dismiss(id: number): void;
}

/** Long enough to read a short Chinese sentence twice; errors stay a little longer. */
export const TOAST_VISIBLE_MS: Readonly<Record<ToastKind, number>> = { success: 3000, info: 3000, warning: 3000, error: 4000 };
/** Older toasts give way beyond this many, so a burst of failures never fills the screen. */
export const MAX_TOASTS = 4;

export function createToastStore(timers: ToastTimers): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const expiries = new Map<number, TimerId>();
  const listeners = new Set<() => void>();

  const set = (next: readonly Toast[]) => {
    toasts = next;
    listeners.forEach((listener) => listener());
  };

  const dismiss = (id: number) => {
    timers.clearTimeout(expiries.get(id));
    expiries.delete(id);
    if (toasts.some((t) => t.id === id)) set(toasts.filter((t) => t.id !== id));
  };

  const expireLater = (toast: Toast) => {
    timers.clearTimeout(expiries.get(toast.id));
    expiries.set(toast.id, timers.setTimeout(() => dismiss(toast.id), TOAST_VISIBLE_MS[toast.kind]));
  };

  const show = (kind: ToastKind, text: string): number => {
    // The same message again (a validation message on every click) restarts its time instead of stacking.
    const same = toasts.find((t) => t.kind === kind && t.text === text);
    if (same) {
      expireLater(same);
      return same.id;
    }
    const toast: Toast = { id: nextId++, kind, text };
    const kept = toasts.slice(Math.max(0, toasts.length - MAX_TOASTS + 1));
    toasts.filter((t) => !kept.includes(t)).forEach((t) => { timers.clearTimeout(expiries.get(t.id)); expiries.delete(t.id); });
    expireLater(toast);
    set([...kept, toast]);
    return toast.id;
  };

  return {
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show,
    dismiss,
    success: (text) => void show('success', text),
    error: (text) => void show('error', text),
    warning: (text) => void show('warning', text),
    info: (text) => void show('info', text),
  };
}

/** The page's toasts. */
export const toastStore: ToastStore = createToastStore(PAGE_SCHEDULER);
