// The match centre's body once the data has a state: skeleton, 比赛不存在, the error with 重新加载, or the header,
// "updated at" line and the sport's tabs. Pure of data fetching (the page hands it row and load), so the states
// and tabs are tested directly.
import { useId } from 'react';
import type { BasketballRow, DetailLogos, MatchRow, Sport } from '../../../engine/core';
import { localClock } from '../../../engine/core';
import { EmptyState } from '../../components/feedback-state/empty-state';
import { ErrorState } from '../../components/feedback-state/error-state';
import type { TabItem } from '../../components/tab-bar/tab-bar';
import { TabBar } from '../../components/tab-bar/tab-bar';
import { AnalysisTab } from './analysis-tab';
import { BasketballOverviewTab, PlayersTab } from './basketball-tabs';
import { FootballOverviewTab } from './football-overview-tab';
import { LineupTab } from './lineup-tab';
import { MatchCentreSkeleton } from './match-centre-skeleton';
import type { MatchCentreTab } from './match-centre-query';
import { tabsOf } from './match-centre-query';
import type { MatchCentreData, MatchCentreLoad } from './match-centre-types';
import styles from './match-centre.module.css';
import { MatchHeader } from './match-header';
import { OddsTab } from './odds-tab';
import { TextLiveTab } from './text-live-tab';

const LABELS: Readonly<Record<MatchCentreTab, string>> = {
  overview: '赛况', lineup: '阵容', odds: '指数', analysis: '分析', text: '文字直播', players: '球员统计',
};

const two = (n: number) => String(n).padStart(2, '0');
/** 'HH:MM:SS', Beijing time [LS-2]. */
const clockText = (ms: number) => `${localClock(ms)}:${two(Math.floor(ms / 1000) % 60)}`;

function TabPanel({ tab, sport, matchId, row, data }: { readonly tab: MatchCentreTab; readonly sport: Sport; readonly matchId: number; readonly row: MatchRow | undefined; readonly data: MatchCentreData }) {
  const homeName = row?.homeName ?? '主队';
  const awayName = row?.awayName ?? '客队';
  switch (tab) {
    case 'overview':
      return sport === 'football'
        ? <FootballOverviewTab data={data} started={row ? row.group !== 'no_start' : true} />
        : <BasketballOverviewTab row={row?.sport === 'basketball' ? (row satisfies BasketballRow) : undefined} data={data} />;
    case 'lineup': return <LineupTab lineup={data.lineup} homeName={homeName} awayName={awayName} />;
    case 'odds': return <OddsTab sport={sport} odds={data.odds} />;
    case 'analysis': return <AnalysisTab matchId={matchId} analysis={data.analysis} homeName={homeName} awayName={awayName} />;
    case 'text': return <TextLiveTab tlive={data.tlive} />;
    case 'players': return <PlayersTab players={data.players} homeName={homeName} awayName={awayName} />;
  }
}

export function MatchCentreView({ sport, matchId, row, logos, load, tab, onTab, onRetry, now, kickOffMs }: {
  readonly sport: Sport;
  readonly matchId: number;
  /** The engine's live row, when the match is in today's list. */
  readonly row: MatchRow | undefined;
  /** The header's competition logo and team badges ('' or absent: the initial-letter badge). */
  readonly logos?: DetailLogos;
  readonly load: MatchCentreLoad;
  readonly tab: MatchCentreTab;
  readonly onTab: (tab: MatchCentreTab) => void;
  readonly onRetry: () => void;
  readonly now: number;
  /** Kick-off (epoch ms), for the countdown [MN-5]. */
  readonly kickOffMs?: number;
}) {
  const panelId = useId();
  if (load.status === 'loading') {
    return row
      ? <div className={styles.card}><MatchHeader row={row} logos={logos} now={now} kickOffMs={kickOffMs} /><MatchCentreSkeleton head={false} /></div>
      : <MatchCentreSkeleton />;
  }
  if (load.status === 'missing') return <div className={styles.card}><EmptyState text="比赛不存在" /></div>;
  if (load.status === 'failed') return <div className={styles.card}><ErrorState title="比赛详情加载失败" onRetry={onRetry} /></div>;
  const items: TabItem<MatchCentreTab>[] = tabsOf(sport).map((id) => ({ id, label: LABELS[id] }));
  return (
    <div className={styles.card} data-testid="match-centre" data-sport={sport}>
      {row && <MatchHeader row={row} logos={logos} now={now} kickOffMs={kickOffMs} />}
      <div className={styles.updated}>
        {load.data.updatedAt > 0 && <span data-testid="updated-at">更新于 {clockText(load.data.updatedAt)}</span>}
        {load.data.quiet && <span className={styles.quiet} data-testid="feed-quiet">数据源暂无更新，比分可能延迟</span>}
      </div>
      <div className={styles.tabs}>
        <TabBar label="比赛详情" items={items} selected={tab} onSelect={onTab} controls={panelId} />
      </div>
      <div className={styles.panel} id={panelId} role="tabpanel" data-testid="match-centre-panel" data-tab={tab}>
        <TabPanel tab={tab} sport={sport} matchId={matchId} row={row} data={load.data} />
      </div>
    </div>
  );
}
