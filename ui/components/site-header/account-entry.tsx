// Logged out: the quick-login button, which asks the accounts work to open the login dialog (SPEC.md §2).
// Logged in: the user's avatar and nickname; the user dropdown [SH-7] is built on it by the accounts work.
import { requestShell } from '../../app/shell-requests';
import { useSession } from '../../session/use-session';
import { UserAvatar } from '../avatar/user-avatar';
import styles from './header-buttons.module.css';

export function AccountEntry() {
  const { isLoggedIn, user } = useSession();
  if (!isLoggedIn || !user) {
    return (
      <button type="button" className={styles.login} onClick={() => requestShell({ type: 'login' })}>
        登录
      </button>
    );
  }
  return (
    <span className={styles.user}>
      <UserAvatar nickname={user.nickname} avatar={user.avatar} size="md" />
      <span className={styles.nickname}>{user.nickname}</span>
    </span>
  );
}
