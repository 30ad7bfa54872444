// What the list area shows: on the sport pages (sport and tab given) today's view is the engine's live list (the
// skeleton until its first patch); the schedule and results views show the chosen day's list (DayListPanel: loaded
// for that day, then the same rows [LS-9]). Followed matches need an account: logged in, the 关注 view is the
// engine's live 'followed' list (暂无数据 when empty); a logged-out visitor is asked to log in instead.
import type { ReactNode } from 'react';
import { requestShell } from '../../app/shell-requests';
import { EmptyState } from '../../components/feedback-state/empty-state';
import { useSession } from '../../session/use-session';
import type { Sport } from '../../../engine/core';
import { DayListPanel } from './day-list/day-list-panel';
import type { ListView } from './list-tabs';
import { isDayView } from './list-tabs';
import { LiveList } from './live-list/live-list';
import styles from './sport-list-page.module.css';

export function ListPanelBody({ sport, tab, view, day, skeleton }: {
  readonly sport?: Sport; readonly tab?: string; readonly view: ListView;
  /** The date strip's day ('YYYY-MM-DD') of the schedule and results views. */
  readonly day?: string;
  readonly skeleton: ReactNode;
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
  if (isDayView(view) && sport && tab && day) {
    // A new day (or view, or sport) is a new load: nothing of the last one shows meanwhile.
    return <DayListPanel key={`${sport}:${view}:${day}`} sport={sport} tab={tab} view={view} date={day} skeleton={skeleton} />;
  }
  return skeleton;
}
