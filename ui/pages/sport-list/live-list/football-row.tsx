// One football list row [LS-8]: it snapshots its own valtio row proxy, so it re-renders only when one of its own
// fields changes. Columns: competition, time, status + live minute, home, score ('vs' before kick-off [MN-3]),
// away, half-time, corners, live/preview, operation (the follow star [FL-1], pin/unpin while showTop is on, else a mark when pinned [LS-6]).
import { memo } from 'react';
import type { FootballRow } from '../../../../engine/core';
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

function Cards({ red, yellow }: { readonly red: number; readonly yellow: number }) {
  return (
    <>
      {red > 0 && <span className={`${styles.card} ${styles.red}`} aria-label={`红牌${red}`}>{red}</span>}
      {yellow > 0 && <span className={`${styles.card} ${styles.yellow}`} aria-label={`黄牌${yellow}`}>{yellow}</span>}
    </>
  );
}

export const FootballRowView = memo(function FootballRowView({ store, id }: { readonly store: ViewStore; readonly id: number }) {
  const row = useViewRow(store, id) as FootballRow | undefined;
  const hover = useHoverTrigger(); // the hover card [LS-14]
  const streams = useRowStreams(id, 'football', row?.living ?? 0, row?.preview ?? 0); // teams and score open the streams [LS-13]
  const zone = useKickOffZoneLabel(); // 北京时间 where the browser's clock reads otherwise [LS-12]
  if (!row) return null;
  const retracted = row.retracted; // a score just taken back (VAR, a correction): the engine's row mark, tips on or off
  const going = row.group === 'going';
  // The clock only where it adds to the status text ('vs' is the score column's [MN-3], 中场 the status's own).
  const minute = going && row.minute !== 'vs' && row.minute !== row.statusText ? row.minute : '';
  return (
    <div
      className={`${styles.footballRow} ${row.highlighted ? styles.highlighted : ''} ${row.pinned ? styles.pinnedRow : ''}`}
      data-testid="match-row"
      {...hover.triggerProps}
      data-match-id={row.id}
    >
      <CompetitionLink sport="football" id={row.competitionId} className={styles.competition} style={competitionLabelStyle(row.competitionColor)} title={row.competitionName} testId="row-competition">
        {row.competitionName}
      </CompetitionLink>
      <span className={styles.time} title={zone || undefined} data-testid="kick-off">{row.time}</span>
      <span className={styles.status}>
        <span className={going ? styles.statusGoing : ''} data-testid="status-text">{row.statusText}</span>
        {minute && <span className={styles.minute} data-testid="live-minute">{minute}</span>}
        {row.varActive && <span className={styles.var}>VAR</span>}
      </span>
      <span className={`${styles.team} ${styles.home}`} {...streams.opener}>
        <Cards red={row.homeRed} yellow={row.homeYellow} />
        <span className={styles.teamName} title={row.homeName}>{row.homeName}</span>
        <FollowedTeamMark sport="football" teamId={row.homeTeamId} />
        {row.homeRank && <span className={styles.rank}>[{row.homeRank}]</span>}
      </span>
      <span
        className={`${styles.score} ${going ? styles.scoreGoing : ''} ${retracted ? styles.retracted : ''}`}
        data-testid="score"
        data-retracted={retracted || undefined}
        title={retracted ? '进球取消' : row.finalLine || undefined}
        {...streams.opener}
      >
        {row.score}
        {row.shootout && <span className={styles.shootout} data-testid="shootout">{row.shootout}</span>}
      </span>
      <span className={styles.team} {...streams.opener}>
        {row.awayRank && <span className={styles.rank}>[{row.awayRank}]</span>}
        <span className={styles.teamName} title={row.awayName}>{row.awayName}</span>
        <FollowedTeamMark sport="football" teamId={row.awayTeamId} />
        <Cards red={row.awayRed} yellow={row.awayYellow} />
      </span>
      <span className={styles.muted} data-testid="row-half-time">{row.halfTime || '-'}</span>
      <span className={styles.muted} data-testid="row-corners">{row.corners || '-'}</span>
      <RowActions id={row.id} sport="football" living={row.living} preview={row.preview} followed={row.followed} pinned={row.pinned} streams={streams.popup} />
      {hover.anchor && (
        <MatchHoverCard
          id={hover.cardId} sport="football" matchId={row.id} homeName={row.homeName} awayName={row.awayName} anchor={hover.anchor} summary={row.finalLine || row.shootout}
          competition={(
            <CompetitionLink sport="football" id={row.competitionId} title={row.competitionName} testId="hover-competition-link">{row.competitionName}</CompetitionLink>
          )}
        />
      )}
    </div>
  );
});
