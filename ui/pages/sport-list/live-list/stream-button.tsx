// The live/preview button of a row [LS-13]: 直播 when the match has live streams, 预告 when it has previews, a muted
// 详情 when it has neither (what it opens: a grey 直播 there promised a stream and opened the match centre). With streams it opens the streams popup; without, the match's detail
// (/liveRoom?detail={matchId}&SportType={sport}) in a new tab. The row may hold the popup's open state
// (`popup`), so that a click on its teams or score opens the same popup (use-row-streams.ts).
import { useCallback, useRef, useState } from 'react';
import type { Sport } from '../../../../engine/core';
import { StreamsPopup } from '../../../components/streams-popup/streams-popup';
import { warmOn } from '../../../app/route-warmup';
import { matchDetailUrl } from '../../../components/streams-popup/stream-links';
import styles from './live-list.module.css';
import { openOwnTab } from '../../../app/own-tab';

/** The popup's open state, when the row holds it. */
export interface StreamsPopupState {
  readonly open: boolean;
  setOpen(next: boolean | ((was: boolean) => boolean)): void;
}

export function StreamButton({ id, sport, living, preview, popup }: {
  readonly id: number; readonly sport: Sport; readonly living: number; readonly preview: number; readonly popup?: StreamsPopupState;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = popup ? popup.open : ownOpen;
  const setOpen = popup ? popup.setOpen : setOwnOpen;
  const ref = useRef<HTMLButtonElement>(null);
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) ref.current?.focus();
  }, [setOpen]);
  const none = living === 0 && preview === 0;
  const label = living > 0 ? '直播' : preview > 0 ? '预告' : '详情';
  const tone = living > 0 ? styles.streamLive : preview > 0 ? styles.streamPreview : styles.streamNone;
  return (
    <>
      <button
        ref={ref}
        type="button"
        className={`${styles.stream} ${tone}`}
        aria-label={none ? '暂无直播，查看比赛详情' : `${label}（${living > 0 ? living : preview}）`}
        {...(!none && { 'aria-haspopup': 'dialog' as const, 'aria-expanded': open })}
        data-testid="stream-button"
        {...(none && warmOn(matchDetailUrl(id, sport)))}
        onClick={() => {
          if (none) openOwnTab(matchDetailUrl(id, sport));
          else setOpen((was) => !was);
        }}
      >
        {label}
      </button>
      {open && <StreamsPopup sport={sport} matchId={id} button={ref} onClose={close} />}
    </>
  );
}
