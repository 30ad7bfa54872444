// A logo, or — when there is none or it fails to load — a badge generated from the name (design/badge-style.ts):
// circle for teams and people, shield for competitions.
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
  const [logoFailed, setLogoFailed] = useState(false);
  const classes = `${styles.badge} ${styles[shape]} ${styles[size]}`;
  if (logo && !logoFailed) {
    return <img className={`${classes} ${styles.logo}`} src={logo} alt={decorative ? '' : name} loading="lazy" onError={() => setLogoFailed(true)} />;
  }
  const badge = badgeStyle(name, color);
  return (
    <span
      className={`${classes} ${styles.generated}`}
      style={cssVars({ '--badge-bg': badge.background, '--badge-fg': badge.foreground })}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      {badge.text}
    </span>
  );
}
