// Home's 官方推荐: the official picks as a vertical carousel [SH-6] — a group of three banners stacked, the highlighted
// one moving every 3 s and the group every 9 s (banner-carousel-model.ts), through the page's Scheduler; the
// pointer or the focus inside pauses it, reduced motion stops it (the dots still choose a group). Clicking a
// banner opens the download-app prompt (SPEC.md §2 "Other screens").
import { useEffect, useState } from 'react';
import { SectionCard } from '../../components/section-card/section-card';
import type { LoadHandle } from '../../hooks/use-call';
import { useReducedMotion } from '../../hooks/use-reduced-motion';
import { useScheduler } from '../../time/scheduler-context';
import { NewsLoadState } from '../news/news-states';
import type { CarouselPosition } from './banner-carousel-model';
import { activeIndex, groupsOf, ITEM_SWITCH_MS, START, step } from './banner-carousel-model';
import { openDownloadPrompt } from './download-prompt';
import type { HomeBanner } from './use-home-banners';
import { bySortOrder, OFFICIAL_SOURCE } from './use-home-banners';
import styles from './home-banners.module.css';

function Picks({ banners }: { readonly banners: readonly HomeBanner[] }) {
  const groups = groupsOf(banners);
  const [position, setPosition] = useState<CarouselPosition>(START);
  const [paused, setPaused] = useState(false);
  const scheduler = useScheduler();
  const still = useReducedMotion();
  useEffect(() => {
    if (paused || banners.length < 2 || still) return undefined;
    const timer = scheduler.setInterval(() => setPosition((p) => step(p, groups.length)), ITEM_SWITCH_MS);
    return () => scheduler.clearInterval(timer);
  }, [paused, banners.length, groups.length, still, scheduler]);
  const group = Math.min(position.group, groups.length - 1);
  const active = activeIndex(position, groups[group].length);
  return (
    <div
      className={styles.picks} aria-roledescription="carousel" aria-label="官方推荐" data-testid="official-picks" data-group={group} data-active={active}
      onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)} onFocus={() => setPaused(true)} onBlur={() => setPaused(false)}
    >
      <div className={styles.picksViewport}>
        <div className={styles.picksTrack}>
          {groups.map((items, g) => (
            <ul key={g} className={styles.pickGroup} aria-hidden={g !== group} inert={g !== group}>
              {items.map((b, i) => (
                <li key={b.bannerId}>
                  <button
                    type="button" className={styles.pick} data-testid="official-pick" aria-current={g === group && i === active ? 'true' : undefined}
                    onClick={() => openDownloadPrompt()} aria-label={`${b.title}（下载App查看）`}
                  >
                    <img className={styles.pickImage} src={b.bannerPath} alt="" />
                  </button>
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
      {groups.length > 1 && (
        <div className={styles.dots} role="group" aria-label="切换推荐组">
          {groups.map((_, g) => (
            <button key={g} type="button" className={styles.dot} aria-pressed={g === group} aria-label={`第${g + 1}组`} onClick={() => setPosition({ group: g, slot: 0 })} />
          ))}
        </div>
      )}
    </div>
  );
}

export function OfficialPicksSection({ banners }: { readonly banners: LoadHandle<readonly HomeBanner[]> }) {
  return (
    <SectionCard title="官方推荐">
      <NewsLoadState
        load={banners.load} label="官方推荐加载中" missing="暂无推荐" empty="暂无推荐" lines={4} onRetry={banners.retry}
        isEmpty={(all) => !all.some((b) => b.sourceType === OFFICIAL_SOURCE)}
      >
        {(all) => <Picks banners={all.filter((b) => b.sourceType === OFFICIAL_SOURCE).sort(bySortOrder)} />}
      </NewsLoadState>
    </SectionCard>
  );
}
