// One goal pop-up [GN-4]: competition, minute, the teams and the new score with the scoring side emphasised (or,
// for a goal taken back, the retraction notice). The card is a link to the match's live room or detail page in a
// new tab [GN-7]; the close button beside it is its own tab stop. Placed by a transform and moved by Web Animations
// (use-popup-motion.ts), so the stack costs the main thread nothing between its changes.
import { useRef } from 'react';
import { cssVars } from '../../design/css-vars';
import { Icon } from '../icon/icon';
import type { ShownNotice } from '../../live/notice-feed';
import { NOTICE_HEIGHT, noticeTop } from '../../live/goal-notice';
import styles from './goal-popups.module.css';
import { popupTransform, usePopupMotion } from './use-popup-motion';
import { OWN_TAB_LINK } from '../../app/own-tab';

export function GoalPopup({ notice, index, onClose }: { readonly notice: ShownNotice; readonly index: number; readonly onClose: () => void }) {
  const mark = (side: 'home' | 'away') => (notice.sides.includes(side) ? styles.scored : '');
  const ref = useRef<HTMLDivElement>(null);
  const top = noticeTop(index);
  usePopupMotion(ref, top);
  return (
    <div
      ref={ref}
      className={`${styles.popup} ${notice.kind === 'retraction' ? styles.retraction : ''}`}
      style={{ ...cssVars({ '--popup-height': `${NOTICE_HEIGHT}px` }), transform: popupTransform(top) }}
      data-testid="goal-popup"
      data-kind={notice.kind}
      data-match-id={notice.matchId}
    >
      {/* Named by what it shows (WCAG 2.5.3: a name that starts elsewhere than the visible text leaves a voice user
          nothing to say); the announcement with the scorer is the live region's. */}
      <a className={styles.link} href={notice.href} {...OWN_TAB_LINK}>
        <span className={styles.meta}>
          <span className={styles.badge}>{notice.headline}</span>
          <span className={styles.competition}>{notice.competition}</span>
          {notice.minute && <span className={styles.minute}>{notice.minute}</span>}
          {notice.extra && <span className={styles.extra} data-testid="popup-extra">{notice.extra}</span>}
        </span>
        <span className={styles.teams}>
          <span className={`${styles.team} ${styles.home} ${mark('home')}`}>{notice.home}</span>
          <span className={styles.score}>
            <b className={mark('home')}>{notice.homeScore}</b>-<b className={mark('away')}>{notice.awayScore}</b>
          </span>
          <span className={`${styles.team} ${mark('away')}`}>{notice.away}</span>
        </span>
      </a>
      <button type="button" className={styles.close} aria-label="关闭提醒" onClick={onClose}>
        <Icon name="close" size={14} />
      </button>
    </div>
  );
}
