// 文字直播: the feed's text live (codes 40–42 / 140–142), newest first; key lines in bold. Text rendered as text.
import type { TextLiveEntry } from '../../../engine/core';
import { EmptyState } from '../../components/feedback-state/empty-state';
import styles from './match-centre.module.css';

export function TextLiveTab({ tlive }: { readonly tlive: readonly TextLiveEntry[] }) {
  if (tlive.length === 0) return <EmptyState text="暂无文字直播" />;
  const lines = [...tlive].sort((a, b) => b.index - a.index);
  return (
    <ol className={styles.textLive} data-testid="text-live">
      {lines.map((t) => (
        <li key={t.index} className={styles.textLine} data-testid="text-line">
          <span className={styles.eventMinute}>{t.time}</span>
          <span className={t.main ? styles.textMain : ''}>{t.data}</span>
        </li>
      ))}
    </ol>
  );
}
