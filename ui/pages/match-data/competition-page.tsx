// /{sport}MatchData/matchDetail/{competeId} (SPEC.md §2): a competition — its header (logo, name, region, 关注), the
// season selector (the current season first) and the tabs 积分榜 (a league's or a cup's groups), 赛程, 淘汰赛 (a
// knockout cup's bracket, the NBA's playoff picture), 球员榜, 球队榜 and 赛季数据 (comp/datas). The season, the tab,
// the round and the ranking category are in the URL (?season=, ?tab=, ?round=, ?rank=), so a reload shows the same;
// the page's title is the competition's name.
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { Sport } from '../../../engine/core';
import { usePageTitle } from '../../app/page-title';
import { CompetitionBadge } from '../../components/badge/competition-badge';
import { Container } from '../../components/container/container';
import { TabBar } from '../../components/tab-bar/tab-bar';
import type { DataAnswer } from './data-calls';
import { indexPath, routeId } from './data-paths';
import { SPORT_DATA_NAME } from './data-index-page';
import { FollowButton } from './follow-button';
import { LoadState } from './load-state';
import styles from './match-data.module.css';
import { BracketTab } from './bracket-tab';
import { BestPlayersTab, BestTeamsTab } from './ranking-tabs';
import { ScheduleTab } from './schedule-tab';
import { SeasonDataTab } from './season-data-tab';
import { StandingsTab } from './standings-tab';
import { useDataLoad } from './use-data-load';

type Info = DataAnswer<'compInfo'>;
type Tab = 'standings' | 'schedule' | 'bracket' | 'players' | 'teams' | 'datas';
const ALL_TABS: readonly { readonly id: Tab; readonly label: string }[] = [
  { id: 'standings', label: '积分榜' }, { id: 'schedule', label: '赛程' }, { id: 'bracket', label: '淘汰赛' },
  { id: 'players', label: '球员榜' }, { id: 'teams', label: '球队榜' }, { id: 'datas', label: '赛季数据' },
];

/** The tabs the competition has: no 积分榜 without a table, no 淘汰赛 without a bracket. */
export function competitionTabs(info: Pick<Info, 'hasTable' | 'hasBracket'>): readonly { readonly id: Tab; readonly label: string }[] {
  return ALL_TABS.filter((t) => (t.id !== 'standings' || info.hasTable) && (t.id !== 'bracket' || info.hasBracket));
}

const positive = (value: string | null): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

function Competition({ sport, info }: { readonly sport: Sport; readonly info: Info }) {
  const [params, setParams] = useSearchParams();
  const c = info.competition;
  usePageTitle(c.name);
  const asked = Number(params.get('season'));
  const season = info.seasons.find((s) => s.seasonId === asked) ?? info.seasons.find((s) => s.seasonId === info.currentSeasonId) ?? info.seasons[0];
  const tabs = competitionTabs(info);
  // A league opens on its table, a knockout cup on its bracket, others on their schedule.
  const first: Tab = info.hasTable ? 'standings' : info.hasBracket ? 'bracket' : 'schedule';
  const tab: Tab = tabs.find((t) => t.id === params.get('tab'))?.id ?? first;
  const round = positive(params.get('round'));
  const rankType = positive(params.get('rank'));
  const update = (changes: Readonly<Record<string, string | null>>) => setParams((p) => {
    const next = new URLSearchParams(p);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    return next;
  });
  const seasonId = season?.seasonId ?? info.currentSeasonId;

  return (
    <>
      <div className={`${styles.hero} ${styles[sport]}`}>
        <Container className={styles.heroInner}>
          <CompetitionBadge name={c.shortName || c.name} logo={c.logo || undefined} color={c.color || undefined} size="lg" decorative />
          <div className={styles.heroText}>
            <nav className={styles.crumbs} aria-label="位置"><Link to={indexPath(sport)}>{SPORT_DATA_NAME[sport]}</Link> / {c.region}</nav>
            <h1 className={styles.heroTitle} data-testid="competition-name">{c.name}</h1>
            <p className={styles.heroLine}>{c.type === 2 ? '杯赛' : '联赛'}{info.roundCount > 0 && ` · 共${info.roundCount}轮`}{info.currentRound > 0 && ` · 第${info.currentRound}轮`}</p>
          </div>
          <div className={styles.heroTools}>
            {info.seasons.length > 0 && (
              <label className={styles.selectLabel}>
                <span className={styles.heroLabel}>赛季</span>
                <select className={styles.select} value={seasonId} onChange={(e) => update({ season: e.target.value, round: null })} data-testid="season-select">
                  {info.seasons.map((s) => <option key={s.seasonId} value={s.seasonId}>{s.name}</option>)}
                </select>
              </label>
            )}
            <FollowButton target={{ sport, kind: 'competition', id: c.competitionId }} />
          </div>
        </Container>
      </div>
      <Container className={styles.page}>
        <section className={styles.card}>
          <div className={styles.tabs}>
            <TabBar label="资料" items={tabs} selected={tab} onSelect={(t) => update({ tab: t === first ? null : t, rank: null })} controls="competition-panel" />
          </div>
          <div className={styles.cardBody} id="competition-panel" role="tabpanel">
            {tab === 'standings' && <StandingsTab key={seasonId} sport={sport} competitionId={c.competitionId} seasonId={seasonId} currentSeasonId={info.currentSeasonId} tieBreaks={info.tieBreaks} />}
            {tab === 'schedule' && <ScheduleTab key={seasonId} sport={sport} competitionId={c.competitionId} seasonId={seasonId} currentSeasonId={info.currentSeasonId} round={round} onRound={(r) => update({ round: String(r) })} />}
            {tab === 'bracket' && <BracketTab key={seasonId} sport={sport} competitionId={c.competitionId} seasonId={seasonId} currentSeasonId={info.currentSeasonId} />}
            {tab === 'players' && <BestPlayersTab key={seasonId} sport={sport} competitionId={c.competitionId} seasonId={seasonId} currentSeasonId={info.currentSeasonId} rankType={rankType} onRankType={(r) => update({ rank: String(r) })} />}
            {tab === 'datas' && <SeasonDataTab key={seasonId} sport={sport} competitionId={c.competitionId} seasonId={seasonId} currentSeasonId={info.currentSeasonId} />}
            {tab === 'teams' && <BestTeamsTab key={seasonId} sport={sport} competitionId={c.competitionId} seasonId={seasonId} currentSeasonId={info.currentSeasonId} rankType={rankType} onRankType={(r) => update({ rank: String(r) })} />}
          </div>
        </section>
      </Container>
    </>
  );
}

export function CompetitionPage({ sport }: { readonly sport: Sport }) {
  const competitionId = routeId(useParams().competeId);
  const { load, retry } = useDataLoad(sport, 'compInfo', competitionId === null ? null : { competitionId });
  return (
    <div data-testid="competition-page" data-sport={sport}>
      {load.status === 'ready' ? <Competition sport={sport} info={load.data} /> : (
        <Container className={styles.page}>
          <section className={styles.card}>
            <LoadState load={load} label="赛事加载中" missing="赛事不存在" onRetry={retry}>{() => null}</LoadState>
          </section>
        </Container>
      )}
    </div>
  );
}
