// Kick-off times are Beijing time [LS-2] [LS-12]: where the browser's zone reads otherwise they say 北京时间, unless
// the fan chose local time in the settings (Settings.localTime), when the engine writes them in the browser's zone.
import { useSyncExternalStore } from 'react';
import type { ZoneOffset } from '../../engine/core';
import { BEIJING_TIME_LABEL, isBeijingTime } from '../../engine/core';
import { systemZone } from '../../engine/time';
import { useScheduler } from '../time/scheduler-context';
import { noticeSettingsStore } from './notice-settings';

/** '北京时间' where the times need saying so, '' where they read as the fan's own clock. */
export function kickOffZoneLabel(localTime: boolean, zone: ZoneOffset, now: number): string {
  return localTime || isBeijingTime(zone, now) ? '' : BEIJING_TIME_LABEL;
}

export function useKickOffZoneLabel(): string {
  const clock = useScheduler();
  const read = () => kickOffZoneLabel(noticeSettingsStore.getSnapshot().localTime, systemZone, clock.now());
  return useSyncExternalStore(noticeSettingsStore.subscribe, read, read);
}
