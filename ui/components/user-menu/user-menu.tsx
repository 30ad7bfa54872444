// [SH-7] The logged-in header entry: avatar and nickname opening the user dropdown — on hover for a mouse, on
// click or Enter for everyone (a disclosure: the button says whether it is expanded). Opened by hover, it closes
// when the mouse leaves; opened by a click or Enter, it stays open until dismissed (outside press, Esc, focus
// leaving, a link). Logout of an anchor who is live is confirmed first [AU-9].
import type { FocusEvent, MouseEvent, PointerEvent } from 'react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { TimerId } from '../../../engine/core/time/scheduler';
import { useAccounts } from '../../accounts/use-accounts';
import type { SessionUser } from '../../session/session-store';
import { UserAvatar } from '../avatar/user-avatar';
import { Icon } from '../icon/icon';
import { useScheduler } from '../../time/scheduler-context';
import { LogoutConfirmDialog } from './logout-confirm-dialog';
import { useDismiss } from './use-dismiss';
import { useLevelPanels } from './use-level-panels';
import { UserMenuPanel } from './user-menu-panel';
import styles from './user-menu.module.css';

/** Time to move the mouse from the button into the panel. */
export const HOVER_CLOSE_MS = 200;

export function UserMenu({ user }: { readonly user: SessionUser }) {
  const accounts = useAccounts();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const scheduler = useScheduler();
  const closeTimer = useRef<TimerId>(undefined);
  const panelId = useId();
  const levels = useLevelPanels(user.isAnchor === 1, open);
  /** Opened by a click or Enter: the mouse leaving does not close it. */
  const pinned = useRef(false);
  /** Where the mouse last was over the entry. */
  const pointerAt = useRef<{ readonly x: number; readonly y: number } | null>(null);
  const close = useCallback(() => {
    pinned.current = false;
    setOpen(false);
  }, []);
  useDismiss(open, root, trigger, close);
  useEffect(() => () => scheduler.clearTimeout(closeTimer.current), [scheduler]);

  const notePointer = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') pointerAt.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    notePointer(event);
    scheduler.clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || pinned.current) return;
    // The browser also reports a leave when the layout moves the button from under a still mouse: the header's
    // live pill widens as the feed connects and its counts change, and the actions shift. Not the user leaving.
    const at = pointerAt.current;
    if (at && at.x === event.clientX && at.y === event.clientY) return;
    closeTimer.current = scheduler.setTimeout(close, HOVER_CLOSE_MS);
  };
  // A mouse click opens (hover may have opened it already) and pins it open; the keyboard (detail 0) toggles.
  const onClick = (event: MouseEvent) => {
    const next = event.detail === 0 ? !open : true;
    scheduler.clearTimeout(closeTimer.current);
    pinned.current = next;
    setOpen(next);
  };
  const onBlur = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && !root.current?.contains(event.relatedTarget)) close();
  };

  const logout = () => {
    close();
    if (accounts.session.getSnapshot().anchorLiving) setConfirming(true); // [AU-9]
    else void accounts.auth.logout();
  };

  return (
    <>
      <div ref={root} className={styles.menu} onPointerEnter={onPointerEnter} onPointerMove={notePointer} onPointerLeave={onPointerLeave} onBlur={onBlur}>
        <button ref={trigger} type="button" className={styles.trigger} aria-expanded={open} aria-controls={panelId} onClick={onClick} data-testid="user-menu-button">
          <UserAvatar nickname={user.nickname} avatar={user.avatar} size="md" />
          <span className={styles.triggerName}>{user.nickname}</span>
          <Icon name="chevronDown" size={14} className={styles.chevron} />
        </button>
        {open && <UserMenuPanel id={panelId} user={user} levels={levels} onNavigate={close} onLogout={logout} />}
      </div>
      <LogoutConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void accounts.auth.endBroadcastAndLogout();
        }}
      />
    </>
  );
}
