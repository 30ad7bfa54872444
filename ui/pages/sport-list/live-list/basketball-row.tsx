// One basketball list row [LS-12]: competition, HH:MM, status text and period clock, per-period scores (four quarters, or two halves
// when ncaa [BK-1] [BK-2]), the OT column when shown [BK-4], half/total/difference [BK-3], popularity [BK-5], the
// live/preview button, the follow star [FL-1] and pin/unpin while showTop is on [LS-6]. It snapshots its own row proxy, so only its own changes re-render it.
import { memo } from 'react';
import type { BasketballRow } from '../../../../engine/core';
import type { ViewStore } from '../../../engine-client';
import { useViewRow } from '../../../engine-client';
import { useKickOffZoneLabel } from '../../../live/kick-off-zone';
import { competitionLabelStyle } from './competition-label';
import styles from './live-list.module.css';
import { CompetitionLink } from '../../match-data/data-links';
import { FollowedTeamMark } from '../../match-data/followed-mark';
import { RowActions } from './row-actions';
import { useRowStreams } from './use-row-streams';
import { MatchHoverCard } from '../../../components/hover-card/hover-card';
import { useHoverTrigger } from '../../../components/hover-card/use-hover-trigger';

const QUARTERS = ['一', '二', '三', '四'];

export const BasketballRowView = memo(function BasketballRowView({ store, id }: { readonly store: ViewStore; readonly id: number }) {
  const row = useViewRow(store, id) as BasketballRow | undefined;
  const hover = useHoverTrigger(); // the hover card [LS-14]
  const streams = useRowStreams(id, 'basketball', row?.living ?? 0, row?.preview ?? 0); // teams and scores open the streams [LS-13]
  const zone = useKickOffZoneLabel(); // 北京时间 where the browser's clock reads otherwise [LS-12]
  if (!row) return null;
  const retracted = row.retracted; // a score just taken back (VAR, a correction): the engine's row mark, tips on or off
  const going = row.group === 'going';
  const periodLabels = row.homePeriods.length === 2 ? ['上半', '下半'] : row.homePeriods.map((_, i) => QUARTERS[i] ?? String(i + 1));
  const [home, away] = row.score === 'vs' ? ['', ''] : row.score.split('-');
  return (
    <div className={`${styles.basketballRow} ${row.highlighted ? styles.highlighted : ''} ${row.pinned ? styles.pinnedRow : ''}`} data-testid="match-row" {...hover.triggerProps} data-match-id={row.id}>
      <span className={styles.bkInfo}>
        <CompetitionLink sport="basketball" id={row.competitionId} className={styles.competition} style={competitionLabelStyle(row.competitionColor)} title={row.competitionName} testId="row-competition">
          {row.competitionName}
        </CompetitionLink>
        <span className={styles.time} title={zone || undefined} data-testid="kick-off">{row.time}</span>
        <span>
          <span className={going ? styles.statusGoing : styles.muted} data-testid="status-text">{row.statusText}</span>
          {/* The period clock while a period is played (LS-12 "minutes"), e.g. 第三节 08:42. */}
          {row.clock && <>{' '}<span className={styles.minute} data-testid="clock">{row.clock}</span></>}
        </span>
      </span>
      <span className={styles.bkTeams} {...streams.opener}>
        <span className={styles.teamName} title={row.homeName}>{row.homeName}<FollowedTeamMark sport="basketball" teamId={row.homeTeamId} />{row.homeRank && <span className={styles.rank}> [{row.homeRank}]</span>}</span>
        <span className={styles.teamName} title={row.awayName}>{row.awayName}<FollowedTeamMark sport="basketball" teamId={row.awayTeamId} />{row.awayRank && <span className={styles.rank}> [{row.awayRank}]</span>}</span>
      </span>
      <span className={styles.bkPeriods} {...streams.opener}>
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
          <span
            className={retracted ? styles.retracted : undefined}
            data-testid="score"
            data-retracted={retracted || undefined}
            title={retracted ? '得分取消' : undefined}
          >
            {row.score === 'vs' ? 'vs' : home}
          </span>
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
      <RowActions id={row.id} sport="basketball" living={row.living} preview={row.preview} followed={row.followed} pinned={row.pinned} streams={streams.popup} />
      {hover.anchor && (
        <MatchHoverCard
          id={hover.cardId} sport="basketball" matchId={row.id} homeName={row.homeName} awayName={row.awayName} anchor={hover.anchor}
          competition={(
            <CompetitionLink sport="basketball" id={row.competitionId} title={row.competitionName} testId="hover-competition-link">{row.competitionName}</CompetitionLink>
          )}
        />
      )}
    </div>
  );
});
