// A badge generated from the name (design/badge-style.ts) — circle for teams and people, shield for competitions —
// with the logo drawn over it once the logo has loaded.
import { useState } from 'react';
import { badgeStyle } from '../../design/badge-style';
import { cssVars } from '../../design/css-vars';
import styles from './name-badge.module.css';

export type BadgeShape = 'circle' | 'shield';
export type BadgeSize = 'sm' | 'md' | 'lg';

export interface NameBadgeProps {
  readonly name: string;
  readonly logo?: string;
  /** The data's own colour (competition.color); ignored unless it is a hex colour. */
  readonly color?: string;
  readonly shape: BadgeShape;
  readonly size?: BadgeSize;
  /** Decorative when the name is printed next to it anyway. */
  readonly decorative?: boolean;
}

export function NameBadge({ name, logo, color, shape, size = 'md', decorative = false }: NameBadgeProps) {
  // The generated badge is drawn until the logo has loaded, and stays when it fails (a missing file, or a page
  // answered in its place): never an empty box while a lazy logo waits, never a broken image.
  const [loaded, setLoaded] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const badge = badgeStyle(name, color);
  const withLogo = logo && failed !== logo;
  return (
    <span
      className={`${styles.badge} ${styles[shape]} ${styles[size]} ${styles.generated}`}
      style={cssVars({ '--badge-bg': badge.background, '--badge-fg': badge.foreground })}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      {badge.text}
      {withLogo && (
        <img
          className={`${styles.logo} ${loaded === logo ? styles.loaded : ''}`} src={logo} alt="" loading="lazy"
          onLoad={() => setLoaded(logo)} onError={() => setFailed(logo)}
        />
      )}
    </span>
  );
}
