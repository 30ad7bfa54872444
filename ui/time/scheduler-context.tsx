// Components take time and timers from the Scheduler in context (STYLE.md item 16): app/start/start-app.tsx
// provides the page's own (PAGE_SCHEDULER), a unit test a ManualScheduler, so the test moves the component through
// time by hand instead of sleeping. Without a provider it is the page's.
import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';
import type { Scheduler } from '../../engine/core/time/scheduler';
import { PAGE_SCHEDULER } from './page-scheduler';

const SchedulerContext = createContext<Scheduler>(PAGE_SCHEDULER);

export function SchedulerProvider({ scheduler, children }: { readonly scheduler: Scheduler; readonly children: ReactNode }) {
  return <SchedulerContext value={scheduler}>{children}</SchedulerContext>;
}

export function useScheduler(): Scheduler {
  return useContext(SchedulerContext);
}
