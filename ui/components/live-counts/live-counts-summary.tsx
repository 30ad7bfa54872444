// Today's number of matches and how many are going, for one sport, from the engine's status.
import { useRef } from 'react';
import type { Sport } from '../../../engine/core';
import { useEngineStatus } from '../../live/engine-status';
import styles from './live-counts-summary.module.css';
import { useLivePulse } from './use-live-pulse';

export function LiveCountsSummary({ sport }: { readonly sport: Sport }) {
  const counts = useEngineStatus()?.counts?.[sport];
  const going = useRef<HTMLElement>(null);
  useLivePulse(going); // the dot before the going count
  return (
    <dl className={styles.summary} data-testid={`live-counts-${sport}`}>
      <div className={styles.item}>
        <dt>今日赛事</dt>
        <dd>{counts ? counts.total : '–'}<small>场</small></dd>
      </div>
      <div className={`${styles.item} ${styles.going}`}>
        <dt>进行中</dt>
        <dd ref={going}>{counts ? counts.going : '–'}<small>场</small></dd>
      </div>
    </dl>
  );
}
