// [SH-6] Back to top: shown from 400 px of scroll, scrolls the page to the top.
import { Icon } from '../icon/icon';
import { BACK_TO_TOP_AFTER_PX, scrollToTop } from './back-to-top';
import styles from './side-panel.module.css';
import { useScrolledPastLazily } from './use-scrolled-past-lazily';

export function BackToTopButton() {
  const visible = useScrolledPastLazily(BACK_TO_TOP_AFTER_PX);
  if (!visible) return null;
  return (
    <li className={styles.appear}>
      <button type="button" className={styles.button} onClick={() => scrollToTop()}>
        <Icon name="arrowUp" size={20} />
        <span className={styles.label}>顶部</span>
        <span className="visually-hidden">回到顶部</span>
      </button>
    </li>
  );
}
