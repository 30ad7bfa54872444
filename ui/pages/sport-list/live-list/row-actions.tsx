// The two trailing columns a football and a basketball row share: the live/preview button [LS-13], and the
// operation column — the follow star [FL-1] and pin/unpin while showTop is on, else a mark when pinned [LS-6].
import type { Sport } from '../../../../engine/core';
import styles from './live-list.module.css';
import { FollowStar } from './follow-star';
import { PinControl } from './pin-button';
import type { StreamsPopupState } from './stream-button';
import { StreamButton } from './stream-button';

export function RowActions({ id, sport, living, preview, followed, pinned, streams }: {
  readonly id: number; readonly sport: Sport; readonly living: number; readonly preview: number; readonly followed: boolean; readonly pinned: boolean;
  /** The streams popup's state when the row holds it (its teams and score open it too [LS-13]). */
  readonly streams?: StreamsPopupState;
}) {
  return (
    <>
      <span className={styles.center}>
        <StreamButton id={id} sport={sport} living={living} preview={preview} popup={streams} />
      </span>
      <span className={styles.operation}>
        <FollowStar id={id} sport={sport} followed={followed} />
        <PinControl id={id} sport={sport} pinned={pinned} />
      </span>
    </>
  );
}
