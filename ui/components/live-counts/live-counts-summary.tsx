// Today's number of matches and how many are going, for one sport, from the engine's status.
import { useRef, useSyncExternalStore } from 'react';
import type { Sport } from '../../../engine/core';
import { engineStatusStore } from '../../live/engine-status';
import styles from './live-counts-summary.module.css';
import { useLivePulse } from './use-live-pulse';

/**
 * One of the sport's counts, null before the first status. A number, not the status: the engine posts its status up
 * to four times a second while the feed runs, and the band re-renders only when its own figure moves (issue #4 §4).
 */
function useCount(sport: Sport, which: 'total' | 'going'): number | null {
  const read = () => engineStatusStore.getSnapshot()?.counts?.[sport][which] ?? null;
  return useSyncExternalStore(engineStatusStore.subscribe, read, () => null);
}

export function LiveCountsSummary({ sport }: { readonly sport: Sport }) {
  const total = useCount(sport, 'total');
  const goingCount = useCount(sport, 'going');
  const going = useRef<HTMLElement>(null);
  useLivePulse(going); // the dot before the going count
  return (
    <dl className={styles.summary} data-testid={`live-counts-${sport}`}>
      <div className={styles.item}>
        <dt>今日赛事</dt>
        <dd>{total ?? '–'}<small>场</small></dd>
      </div>
      <div className={`${styles.item} ${styles.going}`}>
        <dt>进行中</dt>
        <dd ref={going}>{goingCount ?? '–'}<small>场</small></dd>
      </div>
    </dl>
  );
}
