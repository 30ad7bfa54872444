// Home's focus-match panels, football/basketball; each panel later opens into the match's details.
import { useState } from 'react';
import type { Sport } from '../../../engine/core';
import { SectionCard } from '../../components/section-card/section-card';
import { LoadingRegion } from '../../components/skeleton/loading-region';
import { SkeletonBlock } from '../../components/skeleton/skeleton-block';
import { TabBar } from '../../components/tab-bar/tab-bar';
import { HOME_SPORT_TABS } from './home-sport-tabs';
import styles from './home-sections.module.css';

export function FocusMatchesSection() {
  const [sport, setSport] = useState<Sport>('football');
  return (
    <SectionCard title="焦点比赛" tools={<TabBar label="焦点比赛项目" items={HOME_SPORT_TABS} selected={sport} onSelect={setSport} variant="pill" />}>
      <LoadingRegion label="焦点比赛加载中" className={styles.panels}>
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.panel}>
            <SkeletonBlock className={styles.panelTitle} />
            <div className={styles.panelTeams}>
              <SkeletonBlock shape="circle" className={styles.panelBadge} />
              <SkeletonBlock shape="rect" className={styles.panelScore} />
              <SkeletonBlock shape="circle" className={styles.panelBadge} />
            </div>
          </div>
        ))}
      </LoadingRegion>
    </SectionCard>
  );
}
