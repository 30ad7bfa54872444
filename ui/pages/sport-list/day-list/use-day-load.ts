// A day view's load as React state: loading until the day's list is fetched and handed to the worker, then ready
// or failed; `retry` loads it again. One load per (sport, view, date); a late answer for another day is dropped.
import { useCallback, useEffect, useState } from 'react';
import type { Sport } from '../../../../engine/core';
import type { DayLoad, DayLoadDeps, DayView } from './day-load';
import { loadDayList } from './day-load';

const LOADING: DayLoad = { state: 'loading' };

export function useDayLoad(deps: DayLoadDeps, sport: Sport, view: DayView, date: string): { readonly load: DayLoad; readonly retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<{ key: string; load: DayLoad }>({ key: '', load: LOADING });
  const key = `${sport}|${view}|${date}|${attempt}`;
  useEffect(() => {
    let live = true;
    void loadDayList(deps, sport, view, date).then((result) => { if (live) setLoad({ key, load: result }); });
    return () => { live = false; };
  }, [deps, sport, view, date, key]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { load: load.key === key ? load.load : LOADING, retry };
}
