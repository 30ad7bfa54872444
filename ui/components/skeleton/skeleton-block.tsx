// One grey shimmering shape of a loading skeleton. Its size comes from the class the caller passes (CSS module of
// the skeleton being drawn), so skeletons are laid out in CSS, not with inline sizes.
import styles from './skeleton-block.module.css';

export function SkeletonBlock({ className = '', shape = 'line' }: { readonly className?: string; readonly shape?: 'line' | 'circle' | 'rect' }) {
  return <span className={`${styles.block} ${styles[shape]} ${className}`} aria-hidden="true" />;
}
