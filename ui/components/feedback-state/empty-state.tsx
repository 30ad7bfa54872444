// [LS-11] An empty list shows 暂无数据 (the same text the engine's views export). Other empty screens pass their
// own text (e.g. AN-5's 近期无预测) and, where it helps, an action.
import type { ReactNode } from 'react';
import { EMPTY_LIST_TEXT } from '../../../engine/core';
import { Icon } from '../icon/icon';
import styles from './feedback-state.module.css';

export function EmptyState({ text = EMPTY_LIST_TEXT, children }: { readonly text?: string; readonly children?: ReactNode }) {
  return (
    <div className={styles.state} data-testid="empty-state">
      <span className={styles.emblem}>
        <Icon name="inbox" size={36} />
      </span>
      <p className={styles.title}>{text}</p>
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
