// The side panel's 私信 entry, for logged-in users: my conversations, with the unread total as a red mark that the
// user channel keeps current.
import { useSyncExternalStore } from 'react';
import { requestShell } from '../../app/shell-requests';
import { useSession } from '../../session/use-session';
import { Icon } from '../icon/icon';
import sideStyles from '../side-panel/side-panel.module.css';
import { messagesStore } from './messages-store';
import { UnreadCount } from './unread-count';
import styles from './private-messages.module.css';

export function MessagesButton() {
  const { isLoggedIn } = useSession();
  const { unread } = useSyncExternalStore(messagesStore.subscribe, messagesStore.getSnapshot, messagesStore.getSnapshot);
  if (!isLoggedIn) return null;
  return (
    <li className={styles.badgeHolder}>
      <button type="button" className={sideStyles.button} onClick={() => requestShell({ type: 'messages' })} data-testid="pm-open-list">
        <Icon name="message" size={20} />
        <span className={sideStyles.label}>私信</span>
        <span className="visually-hidden">我的私信</span>
      </button>
      <UnreadCount count={unread} />
    </li>
  );
}
