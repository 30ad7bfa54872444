// One basketball list row [LS-12]: competition, HH:MM, status text, per-period scores (four quarters, or two halves
// when ncaa [BK-1] [BK-2]), the OT column when shown [BK-4], half/total/difference [BK-3], popularity [BK-5], the
// live/preview button and the follow star [FL-1]. It snapshots its own row proxy, so only its own changes re-render it.
import { memo } from 'react';
import type { BasketballRow } from '../../../../engine/core';
import type { ViewStore } from '../../../engine-client';
import { useViewRow } from '../../../engine-client';
import { cssVars } from '../../../design/css-vars';
import styles from './live-list.module.css';
import { FollowStar } from './follow-star';
import { StreamButton } from './stream-button';

const QUARTERS = ['一', '二', '三', '四'];

export const BasketballRowView = memo(function BasketballRowView({ store, id }: { readonly store: ViewStore; readonly id: number }) {
  const row = useViewRow(store, id) as BasketballRow | undefined;
  if (!row) return null;
  const going = row.group === 'going';
  const periodLabels = row.homePeriods.length === 2 ? ['上半', '下半'] : row.homePeriods.map((_, i) => QUARTERS[i] ?? String(i + 1));
  const [home, away] = row.score === 'vs' ? ['', ''] : row.score.split('-');
  return (
    <div className={`${styles.basketballRow} ${row.highlighted ? styles.highlighted : ''}`} data-testid="match-row" data-match-id={row.id}>
      <span className={styles.bkInfo}>
        <span className={styles.competition} style={cssVars({ '--competition-color': row.competitionColor || 'var(--color-grey-500)' })} title={row.competitionName}>
          {row.competitionName}
        </span>
        <span className={styles.time}>{row.time}</span>
        <span className={going ? styles.statusGoing : styles.muted} data-testid="status-text">{row.statusText}</span>
      </span>
      <span className={styles.bkTeams}>
        <span className={styles.teamName} title={row.homeName}>{row.homeName}{row.homeRank && <span className={styles.rank}> [{row.homeRank}]</span>}</span>
        <span className={styles.teamName} title={row.awayName}>{row.awayName}{row.awayRank && <span className={styles.rank}> [{row.awayRank}]</span>}</span>
      </span>
      <span className={styles.bkPeriods}>
        {periodLabels.map((label, i) => (
          <span key={label} className={styles.bkColumn}>
            <span className={styles.bkHead}>{label}</span>
            <span>{row.homePeriods[i]}</span>
            <span>{row.awayPeriods[i]}</span>
          </span>
        ))}
        {row.overtimeShown && (
          <span className={styles.bkColumn}>
            <span className={styles.bkHead}>加时</span>
            <span>{row.homeOvertime}</span>
            <span>{row.awayOvertime}</span>
          </span>
        )}
        <span className={`${styles.bkColumn} ${going ? styles.scoreGoing : ''}`}>
          <span className={styles.bkHead}>全场</span>
          <span data-testid="score">{row.score === 'vs' ? 'vs' : home}</span>
          <span>{away}</span>
        </span>
      </span>
      <span className={styles.bkLines}>
        <span>半场 {row.half}</span>
        <span>总分 {row.total}</span>
        <span>分差 {row.diff}</span>
      </span>
      <span className={styles.bkHot}>
        {row.fire && <span className={styles.fire}>热</span>}
        {row.popularity && <span>{row.popularity}</span>}
      </span>
      <span className={styles.center}>
        <StreamButton id={row.id} sport="basketball" living={row.living} preview={row.preview} />
      </span>
      <span className={styles.operation}>
        <FollowStar id={row.id} sport="basketball" followed={row.followed} />
        {row.pinned && <span className={styles.pinned}>置顶</span>}
      </span>
    </div>
  );
});
