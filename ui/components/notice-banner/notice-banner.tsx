// A notice in one line of scrolling text (home's notice, SPEC.md §2 "Home page"). The text runs twice in a row so
// the loop has no seam; the second copy is hidden from assistive technology. Hover or keyboard focus pauses it
// (WCAG 2.2.2), and with prefers-reduced-motion it stands still and wraps instead (the CSS module).
import { useEffect, useRef, useState } from 'react';
import { cssVars } from '../../design/css-vars';
import { Icon } from '../icon/icon';
import { marqueeSeconds } from './marquee-duration';
import styles from './notice-banner.module.css';

export function NoticeBanner({ text, label = '公告' }: { readonly text: string; readonly label?: string }) {
  const copy = useRef<HTMLSpanElement>(null);
  const [seconds, setSeconds] = useState(() => marqueeSeconds(0));
  // The width from a ResizeObserver, whose callbacks come after the browser's layout: measuring in a (layout)
  // effect would force a layout of the whole new page at start-up instead (issue #4 §4 long tasks).
  useEffect(() => {
    const el = copy.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    // The border box: the text plus the gap before its repeat (the padding), as the marquee moves it.
    const observer = new ResizeObserver(([entry]) => setSeconds(marqueeSeconds(entry?.borderBoxSize?.[0]?.inlineSize ?? el.offsetWidth)));
    observer.observe(el);
    return () => observer.disconnect();
  }, [text]);
  if (text === '') return null;
  return (
    <section className={styles.banner} aria-label={label} tabIndex={0} data-testid="notice-banner">
      <Icon name="megaphone" size={18} className={styles.icon} />
      <div className={styles.viewport}>
        <div className={styles.track} style={cssVars({ '--marquee-duration': `${seconds}s` })}>
          <span ref={copy} className={styles.copy} data-testid="notice-text">{text}</span>
          <span className={styles.copy} aria-hidden="true">{text}</span>
        </div>
      </div>
    </section>
  );
}
