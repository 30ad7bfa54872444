// A pick's match, live: the worker's detail view (useMatchDetail, as the match centre subscribes) gives the row —
// score, status, minute — patched as frames arrive; a match the worker's state lacks falls back to today's list row
// (useTodayRow), and another day's match shows what the scheme kept. Links to the match centre.
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { MatchRow } from '../../../engine/core';
import { sportOfType } from '../../../engine/core';
import { matchDetailUrl } from '../../components/streams-popup/stream-links';
import { useMatchDetail } from '../../engine-client';
import { liveEngine } from '../../live/live-engine';
import { useTodayRow } from '../match-centre/use-today-row';
import type { Item } from './forecast-text';
import { kickOffText } from './forecast-text';
import styles from './forecast.module.css';

const minuteOf = (row: MatchRow): string => (row.sport === 'football' ? row.minute : row.clock);

export function SchemeLiveMatch({ item }: { readonly item: Item }) {
  const sport = sportOfType(item.sportType) ?? 'football';
  const client = useMemo(() => liveEngine(), []);
  const live = useMatchDetail(client, sport, item.matchId);
  const todayRow = useTodayRow(client, sport, item.matchId, live.status === 'unknown');
  const row = live.status === 'live' ? live.row ?? undefined : todayRow;
  return (
    <div className={styles.liveMatch} data-testid="scheme-live-match" data-live={row ? 'live' : live.status}>
      <span className={styles.muted}>{item.competitionName} · {kickOffText(item.matchTime)}</span>
      <div className={styles.liveScore}>
        <span className={styles.team}>{item.homeTeamName}</span>
        <strong data-testid="live-score">{row ? row.score : 'vs'}</strong>
        <span className={styles.team}>{item.awayTeamName}</span>
      </div>
      <span className={styles.liveStatus} data-testid="live-status">
        {row ? `${row.statusText}${minuteOf(row) && row.group === 'going' ? ` ${minuteOf(row)}` : ''}` : live.status === 'loading' ? '比赛数据加载中' : '非今日比赛'}
      </span>
      <Link className={styles.link} to={matchDetailUrl(item.matchId, sport)}>比赛详情</Link>
    </div>
  );
}
