// Home's "today's focus matches" score list: football/basketball tabs, and 更多 to the score site, which opens on
// the chosen sport for the rest of the session [SH-5]. The list itself comes with the engine's focus view [LS-4].
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Sport } from '../../../engine/core';
import { SectionCard } from '../../components/section-card/section-card';
import { MatchListSkeleton } from '../../components/skeleton/match-list-skeleton';
import { TabBar } from '../../components/tab-bar/tab-bar';
import { writeMatchEventsTab } from '../../session/match-events-tab';
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
      tools={(
        <>
          <TabBar label="焦点赛事项目" items={HOME_SPORT_TABS} selected={sport} onSelect={setSport} variant="pill" />
          <button type="button" className={styles.more} onClick={more}>更多</button>
        </>
      )}
    >
      <MatchListSkeleton rows={13} label="焦点赛事加载中" />
    </SectionCard>
  );
}
