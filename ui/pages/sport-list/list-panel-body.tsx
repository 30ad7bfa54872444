// What the list area shows: on the sport pages (sport and tab given) today's view is the engine's live list (the skeleton until its first patch); the other
// views keep the loading skeleton until they are built. Followed matches need an account: logged in, the 关注 view is the
// engine's live 'followed' list (暂无数据 when empty); a logged-out visitor is asked to log in instead.
import type { ReactNode } from 'react';
import { requestShell } from '../../app/shell-requests';
import { EmptyState } from '../../components/feedback-state/empty-state';
import { useSession } from '../../session/use-session';
import type { Sport } from '../../../engine/core';
import type { ListView } from './list-tabs';
import { LiveList } from './live-list/live-list';
import styles from './sport-list-page.module.css';

export function ListPanelBody({ sport, tab, view, skeleton }: {
  readonly sport?: Sport; readonly tab?: string; readonly view: ListView; readonly skeleton: ReactNode;
}) {
  const { isLoggedIn } = useSession();
  if (view === 'followed' && !isLoggedIn) {
    return (
      <EmptyState text="登录后查看关注的比赛">
        <button type="button" className={styles.loginButton} onClick={() => requestShell({ type: 'login' })}>登录</button>
      </EmptyState>
    );
  }
  if ((view === 'today' || view === 'followed') && sport && tab) {
    return <LiveList key={view} sport={sport} tab={tab} list={view} skeleton={skeleton} />;
  }
  return skeleton;
}
