// The follow star of a match row [FL-1] [FL-2]: 关注 / 取消关注 (aria-pressed). Logged out it says 请登录后再关注～
// (useFollowMatch); a change is kept by the page's followed matches and told to the engine, which moves the row's
// `followed` field and the 关注 view.
import { useState } from 'react';
import type { Sport } from '../../../../engine/core';
import { useFollowMatch } from '../../../accounts/use-follow-match';
import { setMatchFollowed } from './followed-matches';
import styles from './live-list.module.css';

export function FollowStar({ id, sport, followed }: { readonly id: number; readonly sport: Sport; readonly followed: boolean }) {
  const follow = useFollowMatch();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const next = await follow({ matchId: id, sport, current: followed ? 1 : 2 });
      if (next !== undefined) setMatchFollowed(sport, id, next === 1);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`${styles.star} ${followed ? styles.starOn : ''}`}
      aria-pressed={followed}
      aria-label={followed ? '取消关注' : '关注'}
      title={followed ? '取消关注' : '关注'}
      data-testid="follow-star"
      onClick={() => void onClick()}
    >
      {followed ? '★' : '☆'}
    </button>
  );
}
