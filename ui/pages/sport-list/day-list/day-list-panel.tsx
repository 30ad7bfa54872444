// Another day's list [LS-9]: the schedule of a future day or the results of a past day, fetched for the chosen
// day of the date strip and shown by the live list's own rows (the engine's 'day' view: same tabs, filter,
// settings, patches). The skeleton while loading, 暂无数据 when the day has no matches [LS-11], and 加载失败 with
// 重新加载 when the fetch (or its decoding) fails.
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import type { Sport } from '../../../../engine/core';
import { browserAccounts } from '../../../accounts/browser-accounts';
import { ErrorState } from '../../../components/feedback-state/error-state';
import { LiveList } from '../live-list/live-list';
import { pageEngine } from '../live-list/page-engine';
import type { DayLoadDeps, DayView } from './day-load';
import { useDayLoad } from './use-day-load';

function pageDayLoadDeps(): DayLoadDeps {
  const client = pageEngine();
  return { api: browserAccounts().api, engine: { loadDay: (sport, date, response) => client.api.loadDay(sport, date, response) } };
}

export function DayListPanel({ sport, tab, view, date, skeleton }: {
  readonly sport: Sport; readonly tab: string; readonly view: DayView; readonly date: string; readonly skeleton: ReactNode;
}) {
  const deps = useMemo(pageDayLoadDeps, []);
  const { load, retry } = useDayLoad(deps, sport, view, date);
  switch (load.state) {
    case 'loading': return skeleton;
    case 'failed': return <ErrorState message={load.message} onRetry={retry} />;
    case 'ready': return <LiveList sport={sport} tab={tab} list="day" day={date} skeleton={skeleton} />;
  }
}
