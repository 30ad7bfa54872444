// A modal dialog (role=dialog, aria-modal): portalled to <body>, the page behind inert, focus kept inside (Tab
// wraps), Esc and the close button close it, focus returns where it was. A click on the backdrop does not close
// it: a half-typed login form is not lost to a stray click.
import type { KeyboardEvent, ReactNode } from 'react';
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cssVars } from '../../design/css-vars';
import { Icon } from '../icon/icon';
import { wrapTabFocus } from './focus-trap';
import styles from './modal-dialog.module.css';
import { useModalFocus } from './use-modal-focus';

export interface ModalDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: string;
  /** px; the login dialog is 460 [AU-1]. */
  readonly width?: number;
  /** alertdialog for confirmations that interrupt (ending a live broadcast [AU-9]). */
  readonly role?: 'dialog' | 'alertdialog';
  readonly describedBy?: string;
  readonly testId?: string;
  /** Focus moves to the new content when this changes (a dialog with steps). */
  readonly contentKey?: string;
  readonly children: ReactNode;
}

export function ModalDialog({ open, onClose, title, width = 460, role = 'dialog', describedBy, testId, contentKey = '', children }: ModalDialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useModalFocus(panel, open, contentKey);
  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && panel.current && wrapTabFocus(panel.current, event.shiftKey, document.activeElement)) {
      event.preventDefault();
    }
  };

  return createPortal(
    <div className={styles.backdrop}>
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={styles.panel}
        style={cssVars({ '--modal-width': `${width}px` })}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>{title}</h2>
          <button type="button" className={styles.close} aria-label="关闭" data-dialog-close onClick={onClose}>
            <Icon name="close" size={18} />
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
