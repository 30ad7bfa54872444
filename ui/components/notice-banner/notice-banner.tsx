// A notice in one line of scrolling text (home's notice, SPEC.md §2 "Home page"). The text runs twice in a row so
// the loop has no seam; the second copy is hidden from assistive technology. Hover or keyboard focus pauses it
// (WCAG 2.2.2), and with prefers-reduced-motion it stands still and wraps instead (the CSS module).
import { useLayoutEffect, useRef, useState } from 'react';
import { cssVars } from '../../design/css-vars';
import { Icon } from '../icon/icon';
import { marqueeSeconds } from './marquee-duration';
import styles from './notice-banner.module.css';

export function NoticeBanner({ text, label = '公告' }: { readonly text: string; readonly label?: string }) {
  const copy = useRef<HTMLSpanElement>(null);
  const [seconds, setSeconds] = useState(() => marqueeSeconds(0));
  useLayoutEffect(() => {
    setSeconds(marqueeSeconds(copy.current?.getBoundingClientRect().width ?? 0));
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
