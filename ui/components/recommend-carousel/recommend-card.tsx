// One carousel card [AN-1], 333 px wide: avatar, anchor name and level, room name, the match's teams with their
// logos (SPEC.md §3 "Live room item": match logos; generated badges when a team has none), the hit-rate
// tag when the anchor has one (rate% [AN-5]); the top anchors' cards show the bio (or the empty-bio copy [AN-5]).
// The whole card is the link to the room.
import { UserAvatar } from '../avatar/user-avatar';
import { RoomStateBadge } from '../badge/room-state-badge';
import { TeamBadge } from '../badge/team-badge';
import type { LivingEntry } from '../streams-popup/living-entry';
import { roomTitle } from '../streams-popup/living-entry';
import { roomUrl } from '../streams-popup/stream-links';
import type { CarouselMode } from './carousel-model';
import { bioText, hitRateText } from './carousel-model';
import styles from './recommend-carousel.module.css';
import { OWN_TAB_LINK } from '../../app/own-tab';

interface RecommendCardProps {
  readonly entry: LivingEntry;
  readonly mode: CarouselMode;
  /** Out of the carousel's window (aria-hidden, not focusable). */
  readonly hidden: boolean;
  /** Further than a slide away: not rendered by the browser. */
  readonly far: boolean;
}

export function RecommendCard({ entry, mode, hidden, far }: RecommendCardProps) {
  const hitRate = hitRateText(entry);
  const m = entry.match;
  return (
    <li className={far ? `${styles.slot} ${styles.far}` : styles.slot} aria-hidden={hidden || undefined}>
      <a className={styles.card} href={roomUrl(entry.roomId)} {...OWN_TAB_LINK} tabIndex={hidden ? -1 : undefined} data-testid="recommend-card">
        <span className={styles.top}>
          <UserAvatar nickname={entry.anchorName} avatar={entry.anchorAvatar} size="lg" />
          <span className={styles.who}>
            <span className={styles.nameLine}>
              <span className={styles.name}>{entry.anchorName}</span>
              {entry.anchorLevel > 0 && <span className={styles.level}>LV{entry.anchorLevel}</span>}
            </span>
            <span className={styles.room}>{roomTitle(entry)}</span>
          </span>
          <RoomStateBadge living={entry.living} idleLabel={mode === 'top' ? '未开播' : '预告'} className={styles.badge} />
        </span>
        {mode === 'top' && <span className={styles.bio}>{bioText(entry.description)}</span>}
        <span className={styles.bottom}>
          <span className={styles.match}>
            {m ? (
              <>
                {m.competitionShortName && <span className={styles.competition}>{m.competitionShortName}</span>}
                <TeamBadge name={m.homeTeamName} logo={m.homeTeamLogo} size="sm" decorative />
                {m.homeTeamName} VS {m.awayTeamName}
                <TeamBadge name={m.awayTeamName} logo={m.awayTeamLogo} size="sm" decorative />
              </>
            ) : '暂无比赛'}
          </span>
          {hitRate && <span className={styles.hitRate} data-testid="hit-rate">近期命中 {hitRate}</span>}
        </span>
      </a>
    </li>
  );
}
