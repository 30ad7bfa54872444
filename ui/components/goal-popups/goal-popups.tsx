// The goal pop-up stack, mounted once in the shell [GN-1]…[GN-7]: the engine's goal and retraction triggers (decided
// on in the engine, engine/core/patch/goal-notices.ts), told (ui/live/goal-notice.ts) and timed
// (ui/live/notice-timeline.ts), stacked from 145 px down the right edge.
// Every pop-up is also read out by an aria-live="polite" region; a goal sounds and buzzes as the settings say.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { alertGoal, browserDevices } from '../../live/goal-alert';
import { liveEngine } from '../../live/live-engine';
import type { ShownNotice } from '../../live/notice-feed';
import { connectNoticeFeed } from '../../live/notice-feed';
import { noticeSettingsStore } from '../../live/notice-settings';
import { NoticeTimeline } from '../../live/notice-timeline';
import { gatedAlertSettings, hadUserGesture } from './gesture-gate';
import { GoalPopup } from './goal-popup';
import { useScheduler } from '../../time/scheduler-context';
import styles from './goal-popups.module.css';

const EMPTY: readonly ShownNotice[] = [];
const NO_TIMELINE = { subscribe: () => () => {}, snapshot: () => EMPTY };

export function GoalPopups() {
  const [timeline, setTimeline] = useState<NoticeTimeline<ShownNotice> | null>(null);
  const scheduler = useScheduler();
  // The settings are followed from the start, so the first goal already reads the stored ones.
  useSyncExternalStore(noticeSettingsStore.subscribe, noticeSettingsStore.getSnapshot);

  useEffect(() => {
    const client = liveEngine();
    if (!client) return undefined;
    const created = new NoticeTimeline<ShownNotice>(scheduler, (notice) => {
      // Tone and buzz wait for a user gesture: before one the browser refuses both (gesture-gate.ts).
      if (notice.kind === 'goal') alertGoal(gatedAlertSettings(noticeSettingsStore.getSnapshot(), hadUserGesture()), browserDevices());
    });
    setTimeline(created);
    const off = connectNoticeFeed({ client, timeline: created });
    return () => {
      off();
      created.dispose();
    };
  }, [scheduler]);

  const source = timeline ?? NO_TIMELINE;
  const notices = useSyncExternalStore(source.subscribe, source.snapshot, () => EMPTY);
  return (
    <>
      <div className={styles.stack}>
        {notices.map((notice, index) => (
          <GoalPopup key={notice.key} notice={notice} index={index} onClose={() => timeline?.close(notice.key)} />
        ))}
      </div>
      <div className="visually-hidden" aria-live="polite" data-testid="goal-announcer">
        {notices.map((notice) => <p key={notice.key}>{notice.announcement}</p>)}
      </div>
    </>
  );
}
