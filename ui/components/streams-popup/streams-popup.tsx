// The streams popup [LS-13]: a match's live rooms and previews (anchor avatar, name, room name, 直播中/预告), in a
// scroll area at most 200 px high; each opens its room. The football popup links to the match details. Fixed
// under its button (portalled to <body>, kept inside the viewport); closed by Esc, a press outside, or a page
// scroll, and Esc gives the focus back to the button.
import type { RefObject } from 'react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Sport } from '../../../engine/core';
import { cssVars } from '../../design/css-vars';
import { UserAvatar } from '../avatar/user-avatar';
import { RoomStateBadge } from '../badge/room-state-badge';
import { placeCard } from '../hover-card/place-card';
import type { LivingEntry } from './living-entry';
import { roomTitle } from './living-entry';
import { matchDetailUrl, roomUrl } from './stream-links';
import { warmOn } from '../../app/route-warmup';
import { useMatchLivings } from './use-match-livings';
import styles from './streams-popup.module.css';
import { OWN_TAB_LINK } from '../../app/own-tab';

export interface StreamsPopupProps {
  readonly sport: Sport;
  readonly matchId: number;
  readonly button: RefObject<HTMLElement | null>;
  readonly onClose: (refocus: boolean) => void;
}

function Entry({ entry }: { readonly entry: LivingEntry }) {
  return (
    <li>
      <a className={styles.entry} href={roomUrl(entry.roomId)} {...OWN_TAB_LINK} data-testid="stream-entry" {...warmOn(roomUrl(entry.roomId))}>
        <UserAvatar nickname={entry.anchorName} avatar={entry.anchorAvatar} size="sm" />
        <span className={styles.names}>
          <span className={styles.anchor}>{entry.anchorName}</span>
          <span className={styles.room}>{roomTitle(entry)}</span>
        </span>
        <RoomStateBadge living={entry.living} />
      </a>
    </li>
  );
}

function useDismiss(popup: RefObject<HTMLElement | null>, button: RefObject<HTMLElement | null>, onClose: (refocus: boolean) => void) {
  useEffect(() => {
    const inside = (target: EventTarget | null, el: HTMLElement | null) => target instanceof Node && !!el?.contains(target);
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') onClose(true); };
    const onDown = (e: MouseEvent) => { if (!inside(e.target, popup.current) && !inside(e.target, button.current)) onClose(false); };
    const onScroll = (e: Event) => { if (!inside(e.target, popup.current)) onClose(false); };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    window.addEventListener('scroll', onScroll, { passive: true, capture: true });
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
      window.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, [popup, button, onClose]);
}

export function StreamsPopup({ sport, matchId, button, onClose }: StreamsPopupProps) {
  const view = useMatchLivings(sport, matchId);
  const ref = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ left: number; top: number }>();
  useDismiss(ref, button, onClose);
  // Focused once placed: until then it is visibility: hidden, and the browser does not focus a hidden element.
  const placed = place !== undefined;
  useEffect(() => { if (placed) ref.current?.focus(); }, [placed]);
  useLayoutEffect(() => {
    const el = ref.current;
    const b = button.current?.getBoundingClientRect();
    if (!el || !b) return;
    const next = placeCard({ left: b.left, top: b.top, width: b.width, height: b.height }, { width: el.offsetWidth, height: el.offsetHeight },
      { width: window.innerWidth, height: window.innerHeight });
    if (!place || next.left !== place.left || next.top !== place.top) setPlace(next);
  });
  const entries = view.status === 'ready' ? [...view.livings.livings, ...view.livings.previews] : [];
  return createPortal(
    <div
      ref={ref}
      role="dialog"
      aria-label="直播列表"
      tabIndex={-1}
      className={styles.popup}
      data-testid="streams-popup"
      style={cssVars({ '--popup-left': `${place?.left ?? 0}px`, '--popup-top': `${place?.top ?? 0}px`, '--popup-visibility': place ? 'visible' : 'hidden' })}
    >
      <p className={styles.title}>直播列表{entries.length > 0 && <span className={styles.count}>（{entries.length}）</span>}</p>
      {view.status === 'loading' && <p className={styles.note}>加载中…</p>}
      {view.status === 'ready' && entries.length === 0 && <p className={styles.note}>暂无直播</p>}
      {entries.length > 0 && (
        <ul className={styles.list} data-testid="streams-list">
          {entries.map((e) => <Entry key={`${e.living ? 'l' : 'p'}${e.roomId}:${e.anchorCustomId}`} entry={e} />)}
        </ul>
      )}
      {sport === 'football' && (
        <a className={styles.detail} href={matchDetailUrl(matchId, sport)} {...OWN_TAB_LINK} data-testid="match-detail-link" {...warmOn(matchDetailUrl(matchId, sport))}>比赛详情</a>
      )}
    </div>,
    document.body,
  );
}
