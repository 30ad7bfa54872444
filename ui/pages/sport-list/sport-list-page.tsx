// The frame of a sport's match list page (/football, /basketball): the sport's band with today's counts, the list
// tabs [LS-9], the view switch (today, schedule, results, followed), the date strip of the day views, and the list
// area: today's live list from the engine (ListPanelBody); 设置 opens the display settings [LS-5] [LS-10].
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import type { Sport } from '../../../engine/core';
import { Container } from '../../components/container/container';
import { LiveCountsSummary } from '../../components/live-counts/live-counts-summary';
import { PageHeader } from '../../components/page-header/page-header';
import { RecommendCarousel } from '../../components/recommend-carousel/recommend-carousel';
import { SettingsButton } from '../../components/settings-panel/settings-button';
import type { TabItem } from '../../components/tab-bar/tab-bar';
import { TabBar } from '../../components/tab-bar/tab-bar';
import { FilterControl } from './filter-control';
import { ListCard } from './list-card';
import { ListPanelBody } from './list-panel-body';
import { pageEngine } from './live-list/page-engine';
import type { ListView } from './list-tabs';
import { LIST_VIEWS } from './list-tabs';
import styles from './sport-list-page.module.css';
import { useDaySelection } from './use-day-selection';

export interface SportListPageProps<T extends string> {
  readonly sport: Sport;
  readonly title: string;
  readonly description: string;
  readonly tabs: readonly TabItem<T>[];
  readonly skeleton: ReactNode;
}

export function SportListPage<T extends string>({ sport, title, description, tabs, skeleton }: SportListPageProps<T>) {
  const [tab, setTab] = useState<T>(tabs[0].id);
  const [view, setView] = useState<ListView>('today');
  const { days, day, setDay } = useDaySelection(view);
  const panelId = useId();
  const labelOf = (items: readonly TabItem<string>[], id: string) => items.find((item) => item.id === id)?.label ?? '';

  return (
    <>
      <PageHeader title={title} description={description} tone={sport} aside={<LiveCountsSummary sport={sport} />} />
      <Container className={styles.body}>
        <RecommendCarousel sport={sport} />
        <ListCard
          label={`${title}赛事列表`}
          panelId={panelId}
          panelLabel={`${labelOf(tabs, tab)} · ${labelOf(LIST_VIEWS, view)}`}
          days={days}
          day={day}
          onDay={setDay}
          toolbar={(
            <>
              <TabBar label="赛事分类" items={tabs} selected={tab} onSelect={setTab} controls={panelId} />
              <div className={styles.toolbarEnd}>
                <TabBar label="列表范围" items={LIST_VIEWS} selected={view} onSelect={setView} variant="segmented" controls={panelId} />
                <FilterControl sport={sport} />
                <SettingsButton engine={pageEngine()} />
              </div>
            </>
          )}
        >
          <ListPanelBody sport={sport} tab={tab} view={view} day={day} skeleton={skeleton} />
        </ListCard>
      </Container>
    </>
  );
}
