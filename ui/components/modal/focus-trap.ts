// Keyboard focus inside a modal: what can take focus, and Tab / Shift+Tab wrapping at the edges.

const FOCUSABLE = [
  'a[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])', 'select:not([disabled])',
  'textarea:not([disabled])', '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden],[inert]'));
}

/** Moves focus to the other end when Tab would leave the container; true when it did. */
export function wrapTabFocus(container: HTMLElement, shiftKey: boolean, active: Element | null): boolean {
  const items = focusableIn(container);
  if (items.length === 0) return false;
  const first = items[0];
  const last = items[items.length - 1];
  const outside = !active || !container.contains(active);
  if (shiftKey && (active === first || active === container || outside)) {
    last.focus();
    return true;
  }
  if (!shiftKey && (active === last || outside)) {
    first.focus();
    return true;
  }
  return false;
}

/** The element to focus when the dialog opens: one marked data-autofocus, else the first field, else the dialog. */
export function initialFocusTarget(container: HTMLElement): HTMLElement {
  return container.querySelector<HTMLElement>('[data-autofocus]')
    ?? focusableIn(container).find((el) => !el.hasAttribute('data-dialog-close'))
    ?? container;
}
