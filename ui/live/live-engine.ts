// The page's engine as the shell's live parts see it (goal pop-ups, the header pill, the count bands): the one
// EngineClient the lists use, started by whichever part asks first; null where there are no workers (unit tests).
import type { EngineClient } from '../engine-client';
import { pageEngine } from '../pages/sport-list/live-list/page-engine';

export function liveEngine(): EngineClient | null {
  return typeof Worker === 'undefined' ? null : pageEngine();
}
