// [SH-8] The menu entries of this user's role, each to its personal-centre type [SH-3].
import { Link } from 'react-router-dom';
import { Icon } from '../icon/icon';
import { userMenuLinks } from './personal-centre';
import styles from './user-menu.module.css';

export function UserMenuLinks({ isAnchor, onNavigate }: { readonly isAnchor: boolean; readonly onNavigate: () => void }) {
  return (
    <ul className={styles.links} aria-label="个人中心">
      {userMenuLinks(isAnchor).map((link) => (
        <li key={link.href + link.label}>
          <Link to={link.href} className={styles.link} onClick={onNavigate}>
            <Icon name={link.icon} size={18} />
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
