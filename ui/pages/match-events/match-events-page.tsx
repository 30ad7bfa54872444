// /matchEvents, the score site: football or basketball [SH-5], and the live, results, schedule and followed views.
// 即时比分 is the engine's today view across the page (every competition, the list pages' rows and dividers), 我的关注
// its followed matches; 完场赛果 and 未来赛程 are the day lists of ListPanelBody. 设置 opens the display settings,
// which move the table at once [LS-5] [LS-10].
import { useId, useState } from 'react';
import type { Sport } from '../../../engine/core';
import { Container } from '../../components/container/container';
import { LiveCountsSummary } from '../../components/live-counts/live-counts-summary';
import { PageHeader } from '../../components/page-header/page-header';
import { SettingsButton } from '../../components/settings-panel/settings-button';
import { MatchListSkeleton } from '../../components/skeleton/match-list-skeleton';
import type { TabItem } from '../../components/tab-bar/tab-bar';
import { TabBar } from '../../components/tab-bar/tab-bar';
import { readMatchEventsTab, writeMatchEventsTab } from '../../session/match-events-tab';
import { ListCard } from '../sport-list/list-card';
import { ListPanelBody } from '../sport-list/list-panel-body';
import type { ListView } from '../sport-list/list-tabs';
import { pageEngine } from '../sport-list/live-list/page-engine';
import styles from '../sport-list/sport-list-page.module.css';
import { useDaySelection } from '../sport-list/use-day-selection';

const SPORT_TABS: readonly TabItem<Sport>[] = [
  { id: 'football', label: '足球' },
  { id: 'basketball', label: '篮球' },
];

/** The score site lists every competition: the list pages' 全部 tab [LS-9]. */
const SCORE_TAB = 'all';

const SCORE_VIEWS: readonly TabItem<ListView>[] = [
  { id: 'today', label: '即时比分' },
  { id: 'past', label: '完场赛果' },
  { id: 'future', label: '未来赛程' },
  { id: 'followed', label: '我的关注' },
];

export function MatchEventsPage() {
  const [sport, setSport] = useState<Sport>(() => readMatchEventsTab());
  const [view, setView] = useState<ListView>('today');
  const { days, day, setDay } = useDaySelection(view);
  const panelId = useId();

  const chooseSport = (next: Sport) => {
    setSport(next);
    writeMatchEventsTab(next);
  };

  return (
    <>
      <PageHeader title="即时比分" description="足球、篮球全场次比分实时刷新，进球第一时间提醒" tone="scores" aside={<LiveCountsSummary sport={sport} />} />
      <Container className={styles.body}>
        <ListCard
          label="比分列表"
          panelId={panelId}
          panelLabel={`${SPORT_TABS.find((s) => s.id === sport)?.label}${SCORE_VIEWS.find((v) => v.id === view)?.label}`}
          days={days}
          day={day}
          onDay={setDay}
          toolbar={(
            <>
              <TabBar label="比分视图" items={SCORE_VIEWS} selected={view} onSelect={setView} controls={panelId} />
              <div className={styles.toolbarEnd}>
                <TabBar label="运动项目" items={SPORT_TABS} selected={sport} onSelect={chooseSport} variant="segmented" controls={panelId} />
                <SettingsButton engine={pageEngine()} />
              </div>
            </>
          )}
        >
          <ListPanelBody sport={sport} tab={SCORE_TAB} view={view} day={day} skeleton={<MatchListSkeleton rows={10} label="比分加载中" />} />
        </ListCard>
      </Container>
    </>
  );
}
