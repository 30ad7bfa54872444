// /footballTeamDetail/{id}, /basketballTeamDetail/{teamId} (SPEC.md §2): a team — its header (logo, name, league,
// coach, 关注), its row in its league's table, 近期赛事 / 未来赛程, 阵容 by position (players to their pages), 球员榜 (its
// leaders) and 赛季数据 (its season statistics).
// The title is the team's name; the tab is in the URL (?tab=), so a reload shows the same.
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { Sport } from '../../../engine/core';
import { usePageTitle } from '../../app/page-title';
import { TeamBadge } from '../../components/badge/team-badge';
import { Container } from '../../components/container/container';
import { EmptyState } from '../../components/feedback-state/empty-state';
import { TabBar } from '../../components/tab-bar/tab-bar';
import type { DataAnswer } from './data-calls';
import { competitionPath, indexPath, linkable, playerPath, routeId } from './data-paths';
import { SPORT_DATA_NAME } from './data-index-page';
import { FollowButton } from './follow-button';
import { LoadState } from './load-state';
import { MatchLine, MatchTable } from './match-line';
import styles from './match-data.module.css';
import { useDataLoad } from './use-data-load';
import { TeamLeaders, TeamSeasonData } from './team-stats';
import { useTodayRows, useTodayView } from './use-today-view';

type Info = DataAnswer<'teamInfo'>;
type Tab = 'squad' | 'matches' | 'leaders' | 'data';
const TABS = [{ id: 'matches', label: '赛程赛果' }, { id: 'squad', label: '阵容' }, { id: 'leaders', label: '球员榜' }, { id: 'data', label: '赛季数据' }] as const;

/** Positions in their order on a team sheet, with their Chinese names. */
const POSITIONS: Readonly<Record<Sport, readonly (readonly [string, string])[]>> = {
  football: [['GK', '门将'], ['DF', '后卫'], ['MF', '中场'], ['FW', '前锋']],
  basketball: [['PG', '控球后卫'], ['SG', '得分后卫'], ['SF', '小前锋'], ['PF', '大前锋'], ['C', '中锋']],
};

export function positionName(sport: Sport, position: string): string {
  return POSITIONS[sport].find(([p]) => p === position)?.[1] ?? position;
}

function Squad({ sport, squad }: { readonly sport: Sport; readonly squad: Info['squad'] }) {
  if (squad.length === 0) return <EmptyState />;
  const known = new Set(POSITIONS[sport].map(([p]) => p));
  const groups = [...POSITIONS[sport], ['', '其他'] as const]
    .map(([p, label]) => ({ label, players: squad.filter((s) => (p ? s.position === p : !known.has(s.position))) }))
    .filter((g) => g.players.length > 0);
  return (
    <div className={styles.squad} data-testid="squad">
      {groups.map((g) => (
        <section key={g.label} className={styles.squadGroup} aria-label={g.label}>
          <h3 className={styles.tableName}>{g.label}</h3>
          <ul className={styles.playerList}>
            {g.players.map((p) => (
              <li key={p.playerId}>
                {linkable(p.playerId) ? (
                  <Link to={playerPath(sport, p.playerId)} className={styles.player} data-testid="squad-player">
                    <span className={styles.shirt}>{p.number}</span>{p.name}
                  </Link>
                ) : <span className={styles.player}><span className={styles.shirt}>{p.number}</span>{p.name}</span>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** A basketball team's 未来赛程 is its team/futureMatches (SPEC.md §7), football's team/matches' upcoming. */
const FUTURE_SIZE = 10;

function Matches({ sport, teamId }: { readonly sport: Sport; readonly teamId: number }) {
  const { load, retry } = useDataLoad(sport, 'teamMatches', { teamId });
  const future = useDataLoad('basketball', 'teamFutureMatches', sport === 'basketball' ? { teamId, size: FUTURE_SIZE } : null).load;
  const upcoming = sport === 'basketball' ? (future.status === 'ready' ? future.data : []) : load.status === 'ready' ? load.data.upcoming : [];
  const todayIds = load.status === 'ready' ? [...load.data.recent, ...upcoming].filter((m) => m.today).map((m) => m.matchId) : [];
  const store = useTodayView(sport, todayIds.length > 0);
  const today = useTodayRows(store, todayIds);
  return (
    <LoadState load={load} label="赛程加载中" missing="暂无数据" onRetry={retry}>
      {(data) => (
        <>
          <h3 className={styles.tableName}>近期赛事</h3>
          {data.recent.length === 0 ? <p className={styles.menuNote}>暂无数据</p> : (
            <MatchTable>{data.recent.map((m) => <MatchLine key={m.matchId} sport={sport} match={m} row={today.get(m.matchId)} />)}</MatchTable>
          )}
          <h3 className={styles.tableName}>未来赛程</h3>
          {upcoming.length === 0 ? <p className={styles.menuNote}>暂无数据</p> : (
            <MatchTable>{upcoming.map((m) => <MatchLine key={m.matchId} sport={sport} match={m} row={today.get(m.matchId)} />)}</MatchTable>
          )}
        </>
      )}
    </LoadState>
  );
}

function Team({ sport, info }: { readonly sport: Sport; readonly info: Info }) {
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((t) => t.id === params.get('tab'))?.id ?? 'matches';
  const t = info.team;
  usePageTitle(t.name);
  const s = info.standing;
  return (
    <>
      <div className={`${styles.hero} ${styles[sport]}`}>
        <Container className={styles.heroInner}>
          <TeamBadge name={t.name} logo={t.logo || undefined} size="lg" decorative />
          <div className={styles.heroText}>
            <nav className={styles.crumbs} aria-label="位置">
              <Link to={indexPath(sport)}>{SPORT_DATA_NAME[sport]}</Link>
              {info.league && <> / <Link to={competitionPath(sport, info.league.competitionId)} data-testid="team-league">{info.league.name}</Link></>}
            </nav>
            <h1 className={styles.heroTitle} data-testid="team-name">{t.name}</h1>
            <p className={styles.heroLine}>
              {info.coach && <>主教练：{info.coach}</>}
              {s && <> · 联赛排名第{s.position} · {sport === 'football' ? `${s.won}胜${s.draw}平${s.loss}负 ${s.points}分` : `${s.won}胜${s.loss}负`}</>}
            </p>
            {info.competitions.length > 0 && (
              <p className={styles.heroLine}>
                参加赛事：{info.competitions.map((c, i) => <span key={c.competitionId}>{i > 0 && '、'}<Link to={competitionPath(sport, c.competitionId)} className={styles.heroLink}>{c.shortName || c.name}</Link></span>)}
              </p>
            )}
          </div>
          <div className={styles.heroTools}><FollowButton target={{ sport, kind: 'team', id: t.teamId }} /></div>
        </Container>
      </div>
      <Container className={styles.page}>
        <section className={styles.card}>
          <div className={styles.tabs}>
            <TabBar label="球队资料" items={TABS} selected={tab} onSelect={(next) => setParams(next === 'matches' ? {} : { tab: next })} controls="team-panel" />
          </div>
          <div className={styles.cardBody} id="team-panel" role="tabpanel">
            {tab === 'matches' && <Matches sport={sport} teamId={t.teamId} />}
            {tab === 'squad' && <Squad sport={sport} squad={info.squad} />}
            {tab === 'leaders' && <TeamLeaders sport={sport} teamId={t.teamId} />}
            {tab === 'data' && <TeamSeasonData sport={sport} teamId={t.teamId} />}
          </div>
        </section>
      </Container>
    </>
  );
}

export function TeamPage({ sport }: { readonly sport: Sport }) {
  const params = useParams();
  const teamId = routeId(params.teamId ?? params.competeId);
  const { load, retry } = useDataLoad(sport, 'teamInfo', teamId === null ? null : { teamId });
  return (
    <div data-testid="team-page" data-sport={sport}>
      {load.status === 'ready' ? <Team sport={sport} info={load.data} /> : (
        <Container className={styles.page}>
          <section className={styles.card}><LoadState load={load} label="球队加载中" missing="球队不存在" onRetry={retry}>{() => null}</LoadState></section>
        </Container>
      )}
    </div>
  );
}
