// The player's region of the room page (issue #14): the room's video (ui/components/live-player: HTTP-FLV or
// Agora by the server's Playback) with the overlays [LR-5] (children) over it. The player reports the stream's
// latency, which the spoiler guard holds the match panel and pop-ups back by.
import type { ReactNode } from 'react';
import type { Playback } from '../../../contract';
import { LivePlayer } from '../../components/live-player/live-player';
import styles from './live-room.module.css';

export interface PlayerRegionProps {
  readonly playback: Playback;
  readonly title: string;
  /** The stream's measured latency, ms (the player's): the match panel and pop-ups are held back by it. */
  readonly onLatencyMs: (ms: number) => void;
  readonly children?: ReactNode;
}

export function PlayerRegion({ playback, title, onLatencyMs, children }: PlayerRegionProps) {
  return (
    <section className={styles.player} data-region="player" aria-label="直播画面" data-playback={playback.kind}>
      <LivePlayer playback={playback} title={title} onLatencyMs={onLatencyMs} />
      {children}
    </section>
  );
}
