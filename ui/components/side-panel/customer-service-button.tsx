// Customer service: a private-message conversation with the staff account (SPEC.md §7 /v1/staff/info), in the
// conversation window (ui/components/private-messages answers the 'customer-service' request). It needs an
// account — logged out, the login dialog opens instead [FL-2].
import { requestWithLogin } from '../../app/shell-requests';
import { useSession } from '../../session/use-session';
import { Icon } from '../icon/icon';
import styles from './side-panel.module.css';

export function CustomerServiceButton() {
  const { isLoggedIn } = useSession();
  return (
    <li>
      <button type="button" className={styles.button} onClick={() => requestWithLogin({ type: 'customer-service' }, isLoggedIn)}>
        <Icon name="headset" size={20} />
        <span className={styles.label}>客服</span>
        <span className="visually-hidden">联系客服</span>
      </button>
    </li>
  );
}
