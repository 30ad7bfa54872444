// Logged out: the quick-login button, which asks the login dialog's owner to open it (SPEC.md §2). Logged in: the
// user dropdown [SH-7, SH-8].
import { requestShell } from '../../app/shell-requests';
import { useSession } from '../../session/use-session';
import { UserMenu } from '../user-menu/user-menu';
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
  return <UserMenu user={user} />;
}
