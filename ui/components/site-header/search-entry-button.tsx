// The header's search entry. It looks like a search field but is a button: the search panel (tabs liveRoom and
// anchors, SPEC.md §2) belongs to the search work and opens on this request.
import { requestShell } from '../../app/shell-requests';
import { Icon } from '../icon/icon';
import styles from './header-buttons.module.css';

export function SearchEntryButton() {
  return (
    <button type="button" className={styles.search} onClick={() => requestShell({ type: 'search' })}>
      <Icon name="search" size={16} />
      <span>搜索直播间、主播</span>
    </button>
  );
}
