// A modal's focus life: on open, the page behind goes inert and focus moves into the dialog; when its content
// changes (the next step of the login dialog) focus moves to the new content; on close, focus returns to what had
// it before (the 登录 button, the logout link).
import type { RefObject } from 'react';
import { useEffect } from 'react';
import { holdAppInert } from './app-inert';
import { initialFocusTarget } from './focus-trap';

export function useModalFocus(panel: RefObject<HTMLElement | null>, open: boolean, contentKey: string): void {
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const release = holdAppInert();
    return () => {
      release();
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  useEffect(() => {
    if (open && panel.current) initialFocusTarget(panel.current).focus();
  }, [panel, open, contentKey]);
}
