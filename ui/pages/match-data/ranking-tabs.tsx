// The competition page's 球员榜 and 球队榜 (comp/bestPlayer, comp/bestTeam): the categories as chips (SPEC.md §9:
// 31 football and 25 basketball player stats, 27 team stats), the chosen one's ranking below — equal values share
// a rank; players and teams lead to their pages. The category is in the URL (?rank=), so a reload shows the same.
import type { ReactNode } from 'react';
import type { Sport } from '../../../engine/core';
import { TeamBadge } from '../../components/badge/team-badge';
import { EmptyState } from '../../components/feedback-state/empty-state';
import type { DataAnswer } from './data-calls';
import { PlayerLink, TeamLink } from './data-links';
import { LoadState } from './load-state';
import styles from './match-data.module.css';
import stats from './data-stats.module.css';
import { statValue } from './stat-value';
import { positionName } from './team-page';
import { useDataLoad } from './use-data-load';

type Category = DataAnswer<'compBestPlayer'>['categories'][number];

export function CategoryChips({ categories, selected, onSelect, label }: {
  readonly categories: readonly Category[]; readonly selected: number; readonly onSelect: (rankType: number) => void; readonly label: string;
}) {
  return (
    <ul className={stats.chips} aria-label={label} data-testid="rank-categories">
      {categories.map((c) => (
        <li key={c.rankType}>
          <button type="button" className={stats.chip} aria-pressed={c.rankType === selected} onClick={() => onSelect(c.rankType)}>{c.name}</button>
        </li>
      ))}
    </ul>
  );
}

const Rank = ({ rank }: { readonly rank: number }) => <span className={`${styles.position} ${rank <= 3 ? stats.top3 : ''}`}>{rank}</span>;

function TeamCell({ sport, team }: { readonly sport: Sport; readonly team: DataAnswer<'compBestTeam'>['lists'][number]['items'][number]['team'] }) {
  return (
    <span className={styles.teamCell}>
      <TeamBadge name={team.name} logo={team.logo || undefined} size="sm" decorative />
      <TeamLink sport={sport} id={team.teamId} className={styles.teamLink}>{team.name}</TeamLink>
    </span>
  );
}

interface TabProps {
  readonly sport: Sport; readonly competitionId: number; readonly seasonId: number; readonly currentSeasonId: number;
  /** null: the first category (the server's choice). */
  readonly rankType: number | null;
  readonly onRankType: (rankType: number) => void;
}

interface RankingList<T> { readonly rankType: number; readonly items: readonly T[] }

/**
 * A ranking answer's frame, shared by both tabs: the category chips, then the chosen category's table (the answer's
 * first list; its category, or the first one when the server chose) or 暂无数据.
 */
function Ranking<T>({ data, testId, chipsLabel, head, row, onRankType }: {
  readonly data: { readonly categories: readonly Category[]; readonly lists: readonly RankingList<T>[] };
  readonly testId: string;
  readonly chipsLabel: string;
  readonly head: (category: Category) => ReactNode;
  readonly row: (item: T, category: Category) => ReactNode;
  readonly onRankType: (rankType: number) => void;
}) {
  const list = data.lists[0];
  const category = data.categories.find((c) => c.rankType === list?.rankType) ?? data.categories[0];
  return (
    <div data-testid={testId} data-rank-type={category?.rankType}>
      <CategoryChips categories={data.categories} selected={category?.rankType ?? 0} onSelect={onRankType} label={chipsLabel} />
      {!list || list.items.length === 0 ? <EmptyState /> : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead><tr>{head(category)}</tr></thead>
            <tbody>{list.items.map((item) => row(item, category))}</tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export function BestPlayersTab({ sport, competitionId, seasonId, currentSeasonId, rankType, onRankType }: TabProps) {
  const { load, retry } = useDataLoad(sport, 'compBestPlayer', { competitionId, seasonId, curSeasonId: currentSeasonId, ...(rankType !== null && { rankTypes: [rankType] }) });
  return (
    <LoadState load={load} label="球员榜加载中" missing="暂无数据" onRetry={retry}>
      {(data) => (
        <Ranking
          data={data} testId="best-players" chipsLabel="球员榜类型" onRankType={onRankType}
          head={(category) => <><th>排名</th><th className={styles.left}>球员</th><th>位置</th><th className={styles.left}>球队</th><th>{category.name}</th><th>出场</th></>}
          row={(p, category) => (
            <tr key={p.playerId} data-testid="best-player-row" data-player-id={p.playerId}>
              <td><Rank rank={p.rank} /></td>
              <td className={styles.left}><PlayerLink sport={sport} id={p.playerId} className={styles.teamLink}>{p.name}</PlayerLink></td>
              <td className={styles.muted}>{positionName(sport, p.position)}</td>
              <td className={styles.left}><TeamCell sport={sport} team={p.team} /></td>
              <td className={stats.value} data-testid="rank-value">{statValue(sport, category.format, p.value)}</td>
              <td>{p.appearances}</td>
            </tr>
          )}
        />
      )}
    </LoadState>
  );
}

export function BestTeamsTab({ sport, competitionId, seasonId, currentSeasonId, rankType, onRankType }: TabProps) {
  const { load, retry } = useDataLoad(sport, 'compBestTeam', { competitionId, seasonId, curSeasonId: currentSeasonId, ...(rankType !== null && { rankTypes: [rankType] }) });
  return (
    <LoadState load={load} label="球队榜加载中" missing="暂无数据" onRetry={retry}>
      {(data) => (
        <Ranking
          data={data} testId="best-teams" chipsLabel="球队榜类型" onRankType={onRankType}
          head={(category) => <><th>排名</th><th className={styles.left}>球队</th><th>{category.name}</th><th>场次</th></>}
          row={(t, category) => (
            <tr key={t.team.teamId} data-testid="best-team-row" data-team-id={t.team.teamId}>
              <td><Rank rank={t.rank} /></td>
              <td className={styles.left}><TeamCell sport={sport} team={t.team} /></td>
              <td className={stats.value} data-testid="rank-value">{statValue(sport, category.format, t.value)}</td>
              <td>{t.played}</td>
            </tr>
          )}
        />
      )}
    </LoadState>
  );
}
