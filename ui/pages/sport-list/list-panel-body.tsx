// What the list area shows until the live lists arrive (next step, through worker patches): the loading skeleton.
// Followed matches need an account, so a logged-out visitor is asked to log in instead.
import type { ReactNode } from 'react';
import { requestShell } from '../../app/shell-requests';
import { EmptyState } from '../../components/feedback-state/empty-state';
import { useSession } from '../../session/use-session';
import type { ListView } from './list-tabs';
import styles from './sport-list-page.module.css';

export function ListPanelBody({ view, skeleton }: { readonly view: ListView; readonly skeleton: ReactNode }) {
  const { isLoggedIn } = useSession();
  if (view === 'followed' && !isLoggedIn) {
    return (
      <EmptyState text="登录后查看关注的比赛">
        <button type="button" className={styles.loginButton} onClick={() => requestShell({ type: 'login' })}>登录</button>
      </EmptyState>
    );
  }
  return skeleton;
}
