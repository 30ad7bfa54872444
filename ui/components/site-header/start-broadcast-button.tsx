// [AN-7] 开播, or 开播中 while the anchor is live (it opens their own room). Otherwise /anchorStart opens in a new
// tab, where the audit status is checked. Broadcasting needs an account: logged out, the login dialog opens.
import { useNavigate } from 'react-router-dom';
import { requestShell } from '../../app/shell-requests';
import { useSession } from '../../session/use-session';
import { Icon } from '../icon/icon';
import styles from './header-buttons.module.css';

export function StartBroadcastButton() {
  const { isLoggedIn, user, anchorLiving } = useSession();
  const navigate = useNavigate();
  const living = isLoggedIn && user?.isAnchor === 1 && anchorLiving && user.identifier !== undefined;

  const start = () => {
    if (!isLoggedIn) requestShell({ type: 'login' });
    else if (living) navigate(`/liveRoom?roomId=${encodeURIComponent(user.identifier!)}`);
    else window.open('/anchorStart', '_blank', 'noopener');
  };

  return (
    <button type="button" className={`${styles.broadcast} ${living ? styles.broadcastLive : ''}`} onClick={start}>
      <Icon name="broadcast" size={16} />
      {living ? '开播中' : '开播'}
    </button>
  );
}
