// [SH-2] The header tabs; the database tab opens its submenu on hover.
import { Link, useLocation } from 'react-router-dom';
import styles from './main-nav.module.css';
import { isNavActive, NAV_ITEMS } from './nav-items';
import { NavSubmenuItem } from './nav-submenu-item';

export function MainNav() {
  const { pathname } = useLocation();
  return (
    <nav className={styles.nav} aria-label="主导航">
      <ul className={styles.list}>
        {NAV_ITEMS.map((item) => {
          const active = isNavActive(item, pathname);
          if (item.submenu) return <NavSubmenuItem key={item.label} item={item} active={active} />;
          return (
            <li key={item.label} className={styles.item}>
              <Link to={item.to} className={styles.link} aria-current={active ? 'page' : undefined}>{item.label}</Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
