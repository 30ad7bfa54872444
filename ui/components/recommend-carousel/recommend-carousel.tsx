// The recommendation carousel above the match lists [AN-1]: 直播推荐 (live rooms, then previews) when there are at
// least three, otherwise the top anchors as 好评解说. 333 px cards on one track, arrows either side and an
// auto-advance every AUTO_ADVANCE_MS that pauses while the pointer or the focus is inside (and never runs for
// reduced motion). Cards open the room.
import type { RefObject } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { Sport } from '../../../engine/core';
import { EMPTY_LIST_TEXT } from '../../../engine/core';
import { cssVars } from '../../design/css-vars';
import { Icon } from '../icon/icon';
import { stepIndex, visibleCards } from './carousel-model';
import { RecommendCard } from './recommend-card';
import { useRecommendations } from './use-recommendations';
import styles from './recommend-carousel.module.css';
import { useScheduler } from '../../time/scheduler-context';
import { useReducedMotion } from '../../hooks/use-reduced-motion';

export const CARD_WIDTH = 333; // [AN-1]
export const CARD_GAP = 16; // --space-4
export const AUTO_ADVANCE_MS = 5000;
/** How many cards are taken to fit before the track's width is known: three at 1280–1440 px. */
const ASSUMED_VISIBLE = 3;

function useTrackWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // No read of clientWidth here: in an effect it forces a layout of the whole new page (~40 ms at start-up).
    // The observer's first callback comes after the browser's own layout, where the read is free.
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

export function RecommendCarousel({ sport }: { readonly sport: Sport }) {
  const content = useRecommendations(sport);
  const frame = useRef<HTMLDivElement>(null);
  const width = useTrackWidth(frame);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const scheduler = useScheduler();
  const still = useReducedMotion();
  const count = content?.entries.length ?? 0;
  const visible = visibleCards(width, CARD_WIDTH, CARD_GAP);
  const first = Math.min(index, Math.max(0, count - visible));
  const step = (s: 1 | -1) => setIndex((i) => stepIndex(Math.min(i, Math.max(0, count - visible)), s, count, visible));

  useEffect(() => {
    if (paused || count <= visible || still) return;
    const timer = scheduler.setInterval(() => setIndex((i) => stepIndex(i, 1, count, visible)), AUTO_ADVANCE_MS);
    return () => scheduler.clearInterval(timer);
  }, [paused, count, visible, still, scheduler]);

  const scrollable = count > visible;
  // Cards more than one step from the shown ones are not rendered by the browser (content-visibility: hidden): a
  // slide needs only its neighbours, and the first layout of the page had been laying out ~20 cards nobody sees.
  const shown = width > 0 ? visible : ASSUMED_VISIBLE;
  const far = (i: number) => i < first - 1 || i > first + shown;
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={content?.title ?? '直播推荐'}
      data-testid="recommend-carousel"
      data-mode={content?.mode}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <h2 className={styles.title} data-testid="recommend-title">{content?.title ?? ''}</h2>
      <div className={styles.frame} ref={frame}>
        {/* The rail is exactly the whole cards that fit (no sliver of the next one at the edge), and the arrows sit on
            its edges: on the frame's, the › arrow stood apart from the last card across the blank the frame had left. */}
        <div className={styles.rail} style={cssVars({ '--viewport-width': width > 0 ? `${visible * (CARD_WIDTH + CARD_GAP) - CARD_GAP}px` : '100%' })}>
          {scrollable && (
            <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label="上一个" onClick={() => step(-1)}>
              <Icon name="chevronDown" size={18} />
            </button>
          )}
          <div className={styles.viewport} data-testid="recommend-viewport">
            {!content && <div className={styles.placeholder} aria-busy="true" />}
            {content && count === 0 && <p className={styles.empty}>{EMPTY_LIST_TEXT}</p>}
            {count > 0 && (
              <ul className={styles.track} style={cssVars({ '--track-offset': `${-first * (CARD_WIDTH + CARD_GAP)}px` })} aria-live={paused ? 'polite' : 'off'}>
                {content!.entries.map((entry, i) => (
                  <RecommendCard key={`${entry.living ? 'l' : 'p'}${entry.roomId}:${entry.anchorCustomId}`} entry={entry} mode={content!.mode} hidden={i < first || i >= first + visible} far={far(i)} />
                ))}
              </ul>
            )}
          </div>
          {scrollable && (
            <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label="下一个" onClick={() => step(1)}>
              <Icon name="chevronDown" size={18} />
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
