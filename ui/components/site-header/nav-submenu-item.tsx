// [SH-2] A header tab with a submenu (资料库 → 足球资料库, 篮球资料库). The submenu opens on hover and on keyboard
// focus (CSS :hover and :focus-within), so tabbing into the tab walks on into its entries.
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '../icon/icon';
import styles from './main-nav.module.css';
import type { NavItem } from './nav-items';

export function NavSubmenuItem({ item, active }: { readonly item: NavItem; readonly active: boolean }) {
  const { pathname } = useLocation();
  return (
    <li className={`${styles.item} ${styles.hasSubmenu}`}>
      <Link to={item.to} className={styles.link} aria-current={active ? 'page' : undefined}>
        {item.label}
        <Icon name="chevronDown" size={14} className={styles.chevron} />
      </Link>
      <div className={styles.submenu}>
        <ul className={styles.submenuList} aria-label={`${item.label}分类`}>
          {item.submenu?.map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to} className={styles.submenuLink} aria-current={pathname === entry.to ? 'page' : undefined}>
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
