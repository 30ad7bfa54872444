// The team page's 球员榜 and 赛季数据. 球员榜 (team/bestPlayer): the team's leaders in a few categories, five each,
// players to their pages. 赛季数据 (football team/datas, basketball team/data): the 27 team stats of one
// competition's season — the team's league this season first, the other competitions and the seasons before by
// the selector.
import { useState } from 'react';
import type { Sport } from '../../../engine/core';
import { EmptyState } from '../../components/feedback-state/empty-state';
import { PlayerLink } from './data-links';
import { LoadState } from './load-state';
import styles from './match-data.module.css';
import stats from './data-stats.module.css';
import { statValue } from './stat-value';
import { useDataLoad } from './use-data-load';

/** The leaders' categories (ids of stat-categories.ts's player lists): goals, assists, 进球+助攻, shots, key passes, tackles; points, rebounds, assists, steals, blocks, FG%. */
const LEADER_TYPES: Readonly<Record<Sport, readonly number[]>> = { football: [1, 2, 30, 6, 9, 18], basketball: [1, 2, 3, 4, 5, 14] };
const LEADERS = 5;

export function TeamLeaders({ sport, teamId }: { readonly sport: Sport; readonly teamId: number }) {
  const { load, retry } = useDataLoad(sport, 'teamBestPlayer', { teamId, rankTypes: [...LEADER_TYPES[sport]], rankSize: LEADERS });
  return (
    <LoadState load={load} label="球员榜加载中" missing="暂无数据" onRetry={retry}>
      {(data) => (data.lists.every((l) => l.items.length === 0) ? <EmptyState /> : (
        <div data-testid="team-leaders">
          <p className={stats.lead}>{data.competition.name} · 本赛季</p>
          <div className={stats.cards}>
            {data.lists.map((list) => {
              const category = data.categories.find((c) => c.rankType === list.rankType)!;
              return (
                <section key={list.rankType} className={stats.leaderCard} aria-label={category.name} data-testid="leader-card">
                  <h3>{category.name}</h3>
                  {list.items.length === 0 ? <p className={styles.muted}>暂无数据</p> : (
                    <ol className={stats.leaderList}>
                      {list.items.map((p) => (
                        <li key={p.playerId}>
                          <PlayerLink sport={sport} id={p.playerId} className={styles.teamLink} testId="leader-player">{p.name}</PlayerLink>
                          <span className={stats.value}>{statValue(sport, category.format, p.value)}</span>
                        </li>
                      ))}
                    </ol>
                  )}
                </section>
              );
            })}
          </div>
        </div>
      ))}
    </LoadState>
  );
}

export function TeamSeasonData({ sport, teamId }: { readonly sport: Sport; readonly teamId: number }) {
  // Football asks its own path of SPEC.md §7 (team/datas, every season when none is named), basketball team/data.
  const football = useDataLoad('football', 'teamDatas', sport === 'football' ? { teamId } : null);
  const basketball = useDataLoad(sport, 'teamData', sport === 'basketball' ? { teamId } : null);
  const { load, retry } = sport === 'football' ? football : basketball;
  const [picked, setPicked] = useState<number | null>(null);
  return (
    <LoadState load={load} label="赛季数据加载中" missing="暂无数据" onRetry={retry}>
      {(data) => {
        if (data.seasons.length === 0) return <EmptyState />;
        const season = data.seasons.find((x) => x.seasonId === picked) ?? data.seasons[0];
        return (
          <div data-testid="team-data" data-season-id={season.seasonId}>
            <div className={styles.toolbar}>
              <label className={styles.selectLabel}>
                <span className={styles.visuallyHidden}>赛季</span>
                <select className={styles.select} value={season.seasonId} onChange={(e) => setPicked(Number(e.target.value))} data-testid="team-data-season">
                  {data.seasons.map((x) => <option key={x.seasonId} value={x.seasonId}>{x.competition.shortName || x.competition.name} {x.seasonName}</option>)}
                </select>
              </label>
              <span className={styles.muted}>共{season.played}场</span>
            </div>
            <dl className={stats.tiles}>
              {data.categories.map((c, i) => (
                <div key={c.rankType} className={stats.tile} data-testid="team-stat">
                  <dt>{c.name}</dt>
                  <dd>{statValue(sport, c.format, season.values[i] ?? 0)}</dd>
                </div>
              ))}
            </dl>
          </div>
        );
      }}
    </LoadState>
  );
}
