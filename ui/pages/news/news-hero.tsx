// The channel's hero: its hottest stories (/news/hots/channel/banner), one shown large at a time with tabs under it
// for the others. It moves on every HERO_ADVANCE_MS through the page's Scheduler, pauses while the pointer or the
// focus is inside, and stays still for reduced motion.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { TeamBadge } from '../../components/badge/team-badge';
import { cssVars } from '../../design/css-vars';
import { useReducedMotion } from '../../hooks/use-reduced-motion';
import { useScheduler } from '../../time/scheduler-context';
import { useCall } from './news-calls';
import { articlePath } from './news-paths';
import { NewsLoadState } from './news-states';
import { KIND_LABEL } from './news-time';
import styles from './news.module.css';

export const HERO_ADVANCE_MS = 5000;
const HERO_SIZE = 5;

export function NewsHero({ channelId }: { readonly channelId: number }) {
  const { load, retry } = useCall('/news/hots/channel/banner', { channelId, size: HERO_SIZE });
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const scheduler = useScheduler();
  const still = useReducedMotion();
  const count = load.status === 'ready' ? load.data.length : 0;
  useEffect(() => setIndex(0), [channelId]);
  useEffect(() => {
    if (paused || count < 2 || still) return undefined;
    const timer = scheduler.setInterval(() => setIndex((i) => (i + 1) % count), HERO_ADVANCE_MS);
    return () => scheduler.clearInterval(timer);
  }, [paused, count, still, scheduler]);
  return (
    <section
      className={`${styles.card} ${styles.hero}`} aria-roledescription="carousel" aria-label="头条" data-testid="news-hero"
      onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)} onFocus={() => setPaused(true)} onBlur={() => setPaused(false)}
    >
      <NewsLoadState load={load} label="头条加载中" missing="频道不存在" empty="暂无资讯" isEmpty={(d) => d.length === 0} onRetry={retry} lines={4}>
        {(items) => {
          const shown = items[Math.min(index, items.length - 1)];
          return (
            <>
              <Link to={articlePath(shown.viewId)} className={styles.heroSlide} style={cssVars({ '--cover-color': shown.color })} data-testid="news-hero-slide">
                <span className={styles.heroTeams} aria-hidden="true">
                  <TeamBadge name={shown.homeTeam.name} logo={shown.homeTeam.logo} size="lg" decorative />
                  <TeamBadge name={shown.awayTeam.name} logo={shown.awayTeam.logo} size="lg" decorative />
                </span>
                <span className={styles.heroKind}>{shown.competitionName} · {KIND_LABEL[shown.kind]}</span>
                <h2 className={styles.heroTitle}>{shown.title}</h2>
                <p className={styles.heroSummary}>{shown.summary}</p>
              </Link>
              {items.length > 1 && (
                <div className={styles.heroTabs} role="tablist" aria-label="头条">
                  {items.map((item, i) => (
                    <button key={item.viewId} type="button" role="tab" className={styles.heroTab} aria-selected={i === index} onClick={() => setIndex(i)} title={item.title}>
                      {item.homeTeam.name} vs {item.awayTeam.name}
                    </button>
                  ))}
                </div>
              )}
            </>
          );
        }}
      </NewsLoadState>
    </section>
  );
}
