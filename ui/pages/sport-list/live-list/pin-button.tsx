// [LS-6] Pin / unpin a match row (置顶 / 取消置顶, aria-pressed), offered only while the showTop setting is on. The
// engine keeps the pinned ids (pinnedArr, persisted) and moves the row to the top of the list itself; with showTop
// off a pinned row still sits on top and shows its 置顶 mark.
import { useContext, useState } from 'react';
import type { Sport } from '../../../../engine/core';
import { Icon } from '../../../components/icon/icon';
import styles from './live-list.module.css';
import { PinContext } from './pin-context';

export function PinControl({ id, sport, pinned }: { readonly id: number; readonly sport: Sport; readonly pinned: boolean }) {
  const pins = useContext(PinContext);
  const [busy, setBusy] = useState(false);
  if (!pins?.showTop) return pinned ? <span className={styles.pinned}>置顶</span> : null;
  const label = pinned ? '取消置顶' : '置顶';
  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await (pinned ? pins.unpin(sport, id) : pins.pin(sport, id));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`${styles.pin} ${pinned ? styles.pinOn : ''}`}
      aria-pressed={pinned}
      aria-label={label}
      title={label}
      data-testid="pin-button"
      onClick={() => void onClick()}
    >
      <Icon name="arrowUp" size={15} />
    </button>
  );
}
