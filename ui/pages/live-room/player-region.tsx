// The player's region of the room page (issue #14): until wt-player's LivePlayer lands, the room's cover with its
// state; the overlays [LR-5] (children) go over whatever plays.
// LEAD: at merge, render `<LivePlayer playback={playback} title={title} onLatencyMs={onLatencyMs} />` in place of
// the cover below (keep the section, its data-region and the children). onLatencyMs feeds the spoiler guard.
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { Playback } from '../../../contract';
import styles from './live-room.module.css';

export interface PlayerRegionProps {
  readonly playback: Playback;
  readonly title: string;
  readonly coverPicture: string;
  readonly living: boolean;
  /** The stream's measured latency, ms (the player's): the match panel and pop-ups are held back by it. */
  readonly onLatencyMs: (ms: number) => void;
  readonly children?: ReactNode;
}

export function PlayerRegion({ playback, title, coverPicture, living, children }: PlayerRegionProps) {
  // A cover that does not load (a feed's address gone, or outside the CSP's img-src) leaves the blank cover.
  const [broken, setBroken] = useState<string | null>(null);
  const cover = coverPicture && broken !== coverPicture ? coverPicture : '';
  return (
    <section className={styles.player} data-region="player" aria-label="直播画面" data-playback={playback.kind}>
      {cover
        ? <img className={styles.cover} src={cover} alt="" onError={() => setBroken(cover)} />
        : <div className={styles.coverBlank} aria-hidden="true" />}
      {living && <p className={styles.coverState} data-testid="player-state">直播中 · {title}</p>}
      {children}
    </section>
  );
}
