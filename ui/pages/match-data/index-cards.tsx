// The database index's 近期赛事 (comp/recent: the competitions of today's match lists, those going first, each with
// its matches of the day) and, for football, 热门球队 (team/hot: the follow menu's hot teams with their leagues and
// places), each leading to its page.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Sport } from '../../../engine/core';
import { CompetitionBadge } from '../../components/badge/competition-badge';
import { TeamBadge } from '../../components/badge/team-badge';
import { competitionPath, teamPath } from './data-paths';
import { LoadState } from './load-state';
import styles from './match-data.module.css';
import type { DataLoadHandle } from './use-data-load';
import { useDataLoad } from './use-data-load';

/** 今日8场 · 2场进行中, or · 已完赛 when every match is finished. */
export function recentNote(r: { readonly matches: number; readonly going: number; readonly finished: number }): string {
  const state = r.going > 0 ? ` · ${r.going}场进行中` : r.finished === r.matches ? ' · 已完赛' : '';
  return `今日${r.matches}场${state}`;
}

/** A card of the index: its title, and its tiles once the list is in (the empty list's note otherwise). */
function IndexCard<T>({ title, testId, handle, empty, children }: {
  readonly title: string; readonly testId: string; readonly handle: DataLoadHandle<readonly T[]>; readonly empty: string;
  readonly children: (item: T) => ReactNode;
}) {
  return (
    <section className={styles.card} aria-label={title} data-testid={testId}>
      <header className={styles.cardHead}><h2 className={styles.cardTitle}>{title}</h2></header>
      <div className={styles.cardBody}>
        <LoadState load={handle.load} label={`${title}加载中`} missing="暂无数据" onRetry={handle.retry}>
          {(list) => (list.length === 0 ? <p className={styles.menuNote}>{empty}</p> : (
            <ul className={`${styles.tiles} ${styles.tilesWide}`}>{list.map(children)}</ul>
          ))}
        </LoadState>
      </div>
    </section>
  );
}

export function RecentCompetitions({ sport }: { readonly sport: Sport }) {
  return (
    <IndexCard title="近期赛事" testId="recent-competitions" handle={useDataLoad(sport, 'compRecent', {})} empty="今日暂无比赛">
      {(r) => {
        const c = r.competition;
        return (
          <li key={c.competitionId}>
            <Link to={competitionPath(sport, c.competitionId)} className={styles.tile} data-testid="recent-competition">
              <CompetitionBadge name={c.shortName || c.name} logo={c.logo || undefined} color={c.color || undefined} size="md" decorative />
              <span className={styles.tileText}>
                <span className={styles.tileName}>{c.shortName || c.name}</span>
                <span className={`${styles.tileNote} ${r.going > 0 ? styles.live : ''}`}>{recentNote(r)}</span>
              </span>
            </Link>
          </li>
        );
      }}
    </IndexCard>
  );
}

export function HotTeams() {
  const sport = 'football' as const;
  return (
    <IndexCard title="热门球队" testId="hot-teams" handle={useDataLoad(sport, 'teamHot', {})} empty="暂无数据">
      {(h) => (
        <li key={h.team.teamId}>
          <Link to={teamPath(sport, h.team.teamId)} className={styles.tile} data-testid="hot-team">
            <TeamBadge name={h.team.name} logo={h.team.logo || undefined} size="md" decorative />
            <span className={styles.tileText}>
              <span className={styles.tileName}>{h.team.name}</span>
              {h.league && <span className={styles.tileNote}>{h.league.shortName || h.league.name}{h.position > 0 && ` · 第${h.position}名`}</span>}
            </span>
          </Link>
        </li>
      )}
    </IndexCard>
  );
}
