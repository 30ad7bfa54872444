// The competition page's 赛季数据 (comp/datas): the season in figures — matches played of all, goals (basketball:
// points), the average a match, home wins, draws and away wins, the best attack and defence of its tables, and the
// highest-scoring and widest-margin results (their teams to their pages); in football also 球队之最, each team
// category's leader (comp/bestTeam/simple).
import type { ReactNode } from 'react';
import type { Sport } from '../../../engine/core';
import { TeamLink } from './data-links';
import { LoadState } from './load-state';
import { MatchLine, MatchTable } from './match-line';
import type { DataAnswer } from './data-calls';
import styles from './match-data.module.css';
import stats from './data-stats.module.css';
import { statValue } from './stat-value';
import { useDataLoad } from './use-data-load';

type Datas = DataAnswer<'compDatas'>;

/** 进球 in football, 得分 in basketball. */
const GOALS: Readonly<Record<Sport, string>> = { football: '进球', basketball: '得分' };

/** The shares of home wins, draws and away wins in per cent to 1 decimal [FM-2] (0 before a match is played). */
export function resultShares(d: Pick<Datas, 'played' | 'homeWins' | 'draws' | 'awayWins'>): readonly [number, number, number] {
  const pct = (n: number) => (d.played > 0 ? Math.round((n / d.played) * 1000) / 10 : 0);
  return [pct(d.homeWins), pct(d.draws), pct(d.awayWins)];
}

function Figures({ sport, d }: { readonly sport: Sport; readonly d: Datas }) {
  const goals = GOALS[sport];
  const [home, draw, away] = resultShares(d);
  const unit = sport === 'football' ? '球' : '分';
  const facts: (readonly [string, ReactNode])[] = [
    ['已赛场次', `${d.played} / ${d.matches}`],
    [`总${goals}`, String(d.goals)],
    [`场均${goals}`, d.average.toFixed(2)],
    [`主队${goals} / 客队${goals}`, `${d.homeGoals} / ${d.awayGoals}`],
    ['主胜', `${d.homeWins}（${home}%）`],
    ...(sport === 'football' ? [['平局', `${d.draws}（${draw}%）`] as const] : []),
    ['客胜', `${d.awayWins}（${away}%）`],
    ...(d.bestAttack ? [['最佳进攻', <><TeamLink sport={sport} id={d.bestAttack.team.teamId}>{d.bestAttack.team.name}</TeamLink> {d.bestAttack.value}{unit}</>] as const] : []),
    ...(d.bestDefence ? [['最佳防守', <><TeamLink sport={sport} id={d.bestDefence.team.teamId}>{d.bestDefence.team.name}</TeamLink> 失{d.bestDefence.value}{unit}</>] as const] : []),
  ];
  return (
    <div data-testid="season-data">
      <dl className={styles.facts}>
        {facts.map(([name, value]) => <div key={name}><dt>{name}</dt><dd>{value}</dd></div>)}
      </dl>
      {d.highestScoring && (
        <>
          <h3 className={styles.tableName}>{`${goals}最多的比赛`}</h3>
          <MatchTable><MatchLine sport={sport} match={d.highestScoring} /></MatchTable>
        </>
      )}
      {d.widestMargin && (
        <>
          <h3 className={styles.tableName}>分差最大的比赛</h3>
          <MatchTable><MatchLine sport={sport} match={d.widestMargin} /></MatchTable>
        </>
      )}
    </div>
  );
}

/** Football's 球队之最: each team category's leader (comp/bestTeam/simple, rankSize 1), the team to its page. */
function TeamBests({ competitionId, seasonId, currentSeasonId }: { readonly competitionId: number; readonly seasonId: number; readonly currentSeasonId: number }) {
  const sport = 'football' as const;
  const { load } = useDataLoad(sport, 'compBestTeamSimple', { competitionId, seasonId, curSeasonId: currentSeasonId, rankSize: 1 });
  if (load.status !== 'ready') return null;
  const leaders = load.data.categories.flatMap((c) => {
    const top = load.data.lists.find((l) => l.rankType === c.rankType)?.items[0];
    return top ? [{ c, top }] : [];
  });
  if (leaders.length === 0) return null;
  return (
    <section aria-label="球队之最" data-testid="team-bests">
      <h3 className={styles.tableName}>球队之最</h3>
      <dl className={stats.tiles}>
        {leaders.map(({ c, top }) => (
          <div key={c.rankType} className={stats.tile} data-testid="team-best">
            <dt>{c.name}</dt>
            <dd>{statValue(sport, c.format, top.value)}</dd>
            <dd className={styles.tileNote}><TeamLink sport={sport} id={top.team.teamId}>{top.team.name}</TeamLink></dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function SeasonDataTab({ sport, competitionId, seasonId, currentSeasonId }: {
  readonly sport: Sport; readonly competitionId: number; readonly seasonId: number; readonly currentSeasonId: number;
}) {
  const { load, retry } = useDataLoad(sport, 'compDatas', { competitionId, seasonId, curSeasonId: currentSeasonId });
  return (
    <LoadState load={load} label="赛季数据加载中" missing="暂无数据" onRetry={retry}>
      {(d) => (d.played === 0 ? <p className={styles.menuNote}>本赛季尚未开赛</p> : (
        <>
          <Figures sport={sport} d={d} />
          {sport === 'football' && <TeamBests competitionId={competitionId} seasonId={seasonId} currentSeasonId={currentSeasonId} />}
        </>
      ))}
    </LoadState>
  );
}
