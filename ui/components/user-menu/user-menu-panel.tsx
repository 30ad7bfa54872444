// [SH-7, SH-8] The dropdown: who is logged in, the level panels (user level, or anchor and prediction levels), the
// menu of the user's role, and the logout link.
import type { SessionUser } from '../../session/session-store';
import { Icon } from '../icon/icon';
import { LevelPanel } from './level-panel';
import type { LevelPanelData } from './level-progress';
import { UserMenuLinks } from './user-menu-links';
import styles from './user-menu.module.css';
import { UserSummary } from './user-summary';

export interface UserMenuPanelProps {
  readonly id: string;
  readonly user: SessionUser;
  readonly levels: readonly LevelPanelData[] | undefined;
  readonly onNavigate: () => void;
  readonly onLogout: () => void;
}

export function UserMenuPanel({ id, user, levels, onNavigate, onLogout }: UserMenuPanelProps) {
  const isAnchor = user.isAnchor === 1;
  return (
    <div id={id} className={styles.panel} data-testid="user-menu">
      <UserSummary user={user} onNavigate={onNavigate} />
      <div className={styles.levels} aria-busy={levels === undefined}>
        {levels
          ? levels.map((panel) => <LevelPanel key={panel.title} panel={panel} onNavigate={onNavigate} />)
          : <span className={styles.levelPlaceholder} aria-hidden="true" />}
      </div>
      <UserMenuLinks isAnchor={isAnchor} onNavigate={onNavigate} />
      <button type="button" className={styles.logout} onClick={onLogout}>
        <Icon name="logout" size={16} />
        退出登录
      </button>
    </div>
  );
}
