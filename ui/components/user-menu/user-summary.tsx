// [SH-7] The top of the dropdown: avatar, nickname, certification badge, the copyable user code, and the follow
// count — with the fan count for anchors only. Counts lead to the personal centre (follow 9, fans 10 [SH-3]).
import { Link } from 'react-router-dom';
import type { SessionUser } from '../../session/session-store';
import { UserAvatar } from '../avatar/user-avatar';
import { CertificationBadge } from './certification-badge';
import { CopyCodeButton } from './copy-code-button';
import { CENTRE_SHORTCUT, personalCentreHref } from './personal-centre';
import styles from './user-menu.module.css';

export function UserSummary({ user, onNavigate }: { readonly user: SessionUser; readonly onNavigate: () => void }) {
  const isAnchor = user.isAnchor === 1;
  return (
    <div className={styles.summary}>
      <div className={styles.identity}>
        <UserAvatar nickname={user.nickname} avatar={user.avatar} size="lg" />
        <div className={styles.who}>
          <p className={styles.nameLine}>
            <span className={styles.name} data-testid="user-menu-nickname">{user.nickname}</span>
            <CertificationBadge isAnchor={isAnchor} />
          </p>
          {user.userCode && <CopyCodeButton code={user.userCode} />}
        </div>
      </div>
      <ul className={styles.counts}>
        <li>
          <Link to={personalCentreHref(CENTRE_SHORTCUT.follow)} className={styles.count} onClick={onNavigate}>
            <strong>{user.followToCount ?? 0}</strong><span>关注</span>
          </Link>
        </li>
        {isAnchor && (
          <li>
            <Link to={personalCentreHref(CENTRE_SHORTCUT.fans)} className={styles.count} onClick={onNavigate}>
              <strong>{user.followFromCount ?? 0}</strong><span>粉丝</span>
            </Link>
          </li>
        )}
      </ul>
    </div>
  );
}
