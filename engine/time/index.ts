// engine/time: the implementations of the core's Clock and Scheduler (core/time/scheduler.ts) — the system's and a
// hand-driven one for tests — and the edge's timezones. Server, worker and page all take their time from here.
// It imports only engine/core.
export { ManualScheduler } from './manual-scheduler';
export { SYSTEM_SCHEDULER, systemScheduler } from './system-scheduler';
export { TimerTable } from './timer-table';
export { namedZone, systemZone, systemZoneName } from './zones';
