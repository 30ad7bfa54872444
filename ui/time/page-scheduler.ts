// The page's one clock and timers (engine/core/time/scheduler.ts): the system's, which read Date.now() and set the
// platform's timers at call time — so Playwright's page.clock, or a test's fake timers, move them too. The React
// root provides it to every component (scheduler-context.tsx); the page's stores outside React (toasts, retraction
// marks, the accounts' client) are built over it. A unit test passes a ManualScheduler instead.
import type { Scheduler } from '../../engine/core/time/scheduler';
import { SYSTEM_SCHEDULER } from '../../engine/time/system-scheduler';

export const PAGE_SCHEDULER: Scheduler = SYSTEM_SCHEDULER;
