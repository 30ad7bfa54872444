// The go-live reminders of the logged-in user's channel (312 kind 3, proto/live.proto), on every page: each shows
// for 9 s (as a goal pop-up, SPEC.md §9) or until closed, the newest at the bottom, at most three at once.
import { useEffect, useState } from 'react';
import type { TimerId } from '../../../engine/core/time/scheduler';
import type { AnchorLiveNotice } from '../../../engine/worker/api';
import { useScheduler } from '../../time/scheduler-context';
import type { MessagesStore } from '../private-messages/messages-store';
import { messagesStore } from '../private-messages/messages-store';
import { AnchorLivePopup } from './anchor-live-popup';
import styles from './anchor-live-popups.module.css';

export const ANCHOR_LIVE_SHOWN_MS = 9_000;
const MAX_SHOWN = 3;

interface Shown { readonly key: number; readonly notice: AnchorLiveNotice }

export function AnchorLivePopups({ store = messagesStore }: { readonly store?: MessagesStore }) {
  const [shown, setShown] = useState<readonly Shown[]>([]);
  const scheduler = useScheduler();
  useEffect(() => {
    let next = 0;
    const timers = new Set<TimerId>();
    const off = store.onEvent((event) => {
      if (event.type !== 'anchorLive') return;
      const key = next++;
      setShown((s) => [...s.filter((x) => x.notice.roomId !== event.roomId), { key, notice: event }].slice(-MAX_SHOWN));
      const t = scheduler.setTimeout(() => {
        timers.delete(t);
        setShown((s) => s.filter((x) => x.key !== key));
      }, ANCHOR_LIVE_SHOWN_MS);
      timers.add(t);
    });
    return () => {
      off();
      for (const t of timers) scheduler.clearTimeout(t);
    };
  }, [store, scheduler]);

  if (shown.length === 0) return null;
  return (
    <div className={styles.stack}>
      {shown.map(({ key, notice }) => (
        <AnchorLivePopup key={key} notice={notice} onClose={() => setShown((s) => s.filter((x) => x.key !== key))} />
      ))}
    </div>
  );
}
