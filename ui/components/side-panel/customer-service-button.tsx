// Customer service: a chat with staff in the personal centre (SPEC.md §2 /individualCenter?customerId=), which
// needs an account — logged out, the login dialog opens instead [FL-2].
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
