// The player page's 比赛数据 and 赛季数据. 比赛数据: his matches with his line in each — the last ten over his club's
// competitions (player/recent), or every match of one season (player/matches) by the selector (?season= in the
// URL); 赛季数据 (player/data): appearances, starts and the line's totals per competition and season.
import { Link, useSearchParams } from 'react-router-dom';
import type { Sport } from '../../../engine/core';
import { localClock, shanghaiDate } from '../../../engine/core';
import { EmptyState } from '../../components/feedback-state/empty-state';
import type { DataAnswer } from './data-calls';
import { competitionPath } from './data-paths';
import { TeamLink } from './data-links';
import { LoadState } from './load-state';
import styles from './match-data.module.css';
import { useDataLoad } from './use-data-load';

type Matches = DataAnswer<'playerRecent'>;
type Seasons = DataAnswer<'playerData'>['seasons'];

function MatchesTable({ sport, data }: { readonly sport: Sport; readonly data: Matches }) {
  if (data.matches.length === 0) return <EmptyState />;
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid="player-matches">
        <thead>
          <tr>
            <th>日期</th><th>赛事</th><th className={styles.right}>主队</th><th>比分</th><th className={styles.left}>客队</th><th>首发</th>
            {data.columns.map((c) => <th key={c.key}>{c.name}</th>)}
          </tr>
        </thead>
        <tbody>
          {data.matches.map(({ match: m, competitionName, started, values }) => (
            <tr key={m.matchId} data-testid="player-match-line" data-match-id={m.matchId}>
              <td className={styles.muted}>{shanghaiDate(m.matchTime * 1000)} {localClock(m.matchTime * 1000)}</td>
              <td><Link to={competitionPath(sport, m.competitionId)} className={styles.teamLink}>{competitionName}</Link></td>
              <td className={styles.right}><TeamLink sport={sport} id={m.homeTeam.teamId} className={styles.teamLink}>{m.homeTeam.name}</TeamLink></td>
              <td className={styles.score}>{m.homeScore >= 0 ? `${m.homeScore}-${m.awayScore}` : 'vs'}</td>
              <td className={styles.left}><TeamLink sport={sport} id={m.awayTeam.teamId} className={styles.teamLink}>{m.awayTeam.name}</TeamLink></td>
              <td>{started ? '是' : '否'}</td>
              {values.map((v, i) => <td key={data.columns[i]?.key ?? i}>{v}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Recent({ sport, playerId }: { readonly sport: Sport; readonly playerId: number }) {
  const { load, retry } = useDataLoad(sport, 'playerRecent', { playerId });
  return <LoadState load={load} label="比赛数据加载中" missing="暂无数据" onRetry={retry}>{(data) => <MatchesTable sport={sport} data={data} />}</LoadState>;
}

function OfSeason({ sport, playerId, seasonId }: { readonly sport: Sport; readonly playerId: number; readonly seasonId: number }) {
  const { load, retry } = useDataLoad(sport, 'playerMatches', { playerId, seasonId });
  return <LoadState load={load} label="比赛数据加载中" missing="暂无数据" onRetry={retry}>{(data) => <MatchesTable sport={sport} data={data} />}</LoadState>;
}

/** 比赛数据: the recent ten, or one season's (the seasons he played, from player/data). */
export function PlayerMatchesCard({ sport, playerId, seasons }: { readonly sport: Sport; readonly playerId: number; readonly seasons: Seasons }) {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('season'));
  const season = seasons.find((s) => s.seasonId === asked);
  return (
    <section className={styles.card} aria-label="比赛数据">
      <header className={styles.cardHead}>
        <h2 className={styles.cardTitle}>比赛数据</h2>
        {seasons.length > 0 && (
          <label className={styles.selectLabel}>
            <span className={styles.visuallyHidden}>范围</span>
            <select className={styles.select} value={season?.seasonId ?? ''} onChange={(e) => setParams(e.target.value ? { season: e.target.value } : {})} data-testid="player-matches-season">
              <option value="">近期比赛</option>
              {seasons.map((s) => <option key={s.seasonId} value={s.seasonId}>{s.competition.shortName || s.competition.name} {s.seasonName}</option>)}
            </select>
          </label>
        )}
      </header>
      <div className={styles.cardBody}>
        {season ? <OfSeason key={season.seasonId} sport={sport} playerId={playerId} seasonId={season.seasonId} /> : <Recent sport={sport} playerId={playerId} />}
      </div>
    </section>
  );
}

export function PlayerSeasonTable({ sport, data }: { readonly sport: Sport; readonly data: DataAnswer<'playerData'> }) {
  if (data.seasons.length === 0) return <EmptyState />;
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid="player-seasons">
        <thead>
          <tr><th className={styles.left}>赛季</th><th className={styles.left}>赛事</th><th>出场</th><th>首发</th>{data.columns.map((c) => <th key={c.key}>{c.name}</th>)}</tr>
        </thead>
        <tbody>
          {data.seasons.map((s) => (
            <tr key={s.seasonId} data-testid="player-season-row" data-season-id={s.seasonId}>
              <td className={styles.left}>{s.seasonName}</td>
              <td className={styles.left}><Link to={competitionPath(sport, s.competition.competitionId)} className={styles.teamLink}>{s.competition.shortName || s.competition.name}</Link></td>
              <td>{s.appearances}</td><td>{s.starts}</td>
              {s.values.map((v, i) => <td key={data.columns[i]?.key ?? i}>{v}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** 赛季数据 and, under it, 比赛数据 (whose season selector lists the seasons of this table). */
export function PlayerStats({ sport, playerId }: { readonly sport: Sport; readonly playerId: number }) {
  const { load, retry } = useDataLoad(sport, 'playerData', { playerId });
  return (
    <>
      <section className={styles.card} aria-label="赛季数据">
        <header className={styles.cardHead}><h2 className={styles.cardTitle}>赛季数据</h2></header>
        <div className={styles.cardBody}>
          <LoadState load={load} label="赛季数据加载中" missing="暂无数据" onRetry={retry}>{(data) => <PlayerSeasonTable sport={sport} data={data} />}</LoadState>
        </div>
      </section>
      <PlayerMatchesCard sport={sport} playerId={playerId} seasons={load.status === 'ready' ? load.data.seasons : []} />
    </>
  );
}
