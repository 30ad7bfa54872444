// [SH-7] The certification badge beside the nickname: certified anchors, and ordinary viewers.
import { Icon } from '../icon/icon';
import styles from './user-menu.module.css';

export function CertificationBadge({ isAnchor }: { readonly isAnchor: boolean }) {
  return isAnchor
    ? <span className={`${styles.badge} ${styles.badgeAnchor}`}><Icon name="shield" size={12} />认证主播</span>
    : <span className={styles.badge}>普通用户</span>;
}
