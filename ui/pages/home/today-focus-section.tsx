// Home's "today's focus matches" score list: football/basketball tabs, the engine's focus view — today's list
// trimmed to at most 11 rows a section, 10 before the first divider [LS-4] — in the list pages' own rows, and 更多
// to the score site, which opens on the chosen sport for the rest of the session [SH-5].
// 筛选 (FilterControl) opens the sport's filter dialog.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Sport } from '../../../engine/core';
import { SectionCard } from '../../components/section-card/section-card';
import { MatchListSkeleton } from '../../components/skeleton/match-list-skeleton';
import { TabBar } from '../../components/tab-bar/tab-bar';
import { writeMatchEventsTab } from '../../session/match-events-tab';
import { FilterControl } from '../sport-list/filter-control';
import { LiveList } from '../sport-list/live-list/live-list';
import { HOME_SPORT_TABS } from './home-sport-tabs';
import styles from './home-sections.module.css';

export function TodayFocusSection() {
  const [sport, setSport] = useState<Sport>('football');
  const navigate = useNavigate();
  const more = () => {
    writeMatchEventsTab(sport);
    navigate('/matchEvents');
  };
  return (
    <SectionCard
      title="今日焦点赛事"
      className={styles.focusCard}
      tools={(
        <>
          <TabBar label="焦点赛事项目" items={HOME_SPORT_TABS} selected={sport} onSelect={setSport} variant="pill" />
          <FilterControl sport={sport} />
          <button type="button" className={styles.more} onClick={more}>更多</button>
        </>
      )}
    >
      <div className={styles.focusList} data-testid="home-focus-list" data-sport={sport}>
        <LiveList sport={sport} tab="all" list="focus" compact skeleton={<MatchListSkeleton rows={13} label="焦点赛事加载中" />} />
      </div>
    </SectionCard>
  );
}
