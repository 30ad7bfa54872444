// /individualCenter?type=n (login needed [AU-11]): the personal centre. A side menu of the types the user's role may
// open [SH-3, SH-8] (centre-types.ts) and the open type's section; &customerId= on type 6 opens another user's
// centre (their card and the conversation with them). A type of the other role says why it is closed; no type (or
// not a type) opens account security. The URL is the state: a reload opens the same type.
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { API_MESSAGE } from '../../../contract/codes';
import { useAccounts } from '../../accounts/use-accounts';
import { Container } from '../../components/container/container';
import { EmptyState } from '../../components/feedback-state/empty-state';
import { useSession } from '../../session/use-session';
import { AccountSecurity } from './account-security';
import type { CentreType } from './centre-types';
import { centreHref, centreMenu, centreRouteOf, customerIdOf } from './centre-types';
import { FansSection } from './fans-section';
import { FollowsSection } from './follows-section';
import { FootprintsSection } from './footprints-section';
import { LevelSection } from './level-section';
import { LiveNoticeSection } from './live-notice-section';
import { MessagesSection } from './messages-section';
import { MyPredictions } from '../forecast/my-predictions';
import styles from './individual-center.module.css';

/** Each type's section. Type 8's content is the forecasts' (MyPredictions); the placeholder holds its place. */
const SECTIONS: Readonly<Record<CentreType, (customerId: number | undefined) => ReactNode>> = {
  1: () => <AccountSecurity />,
  2: () => <LevelSection levelType={1} />,
  3: () => <LevelSection levelType={2} />,
  4: () => <LevelSection levelType={3} />,
  5: () => <FootprintsSection />,
  6: (customerId) => <MessagesSection customerId={customerId} />,
  7: () => <LiveNoticeSection />,
  8: () => <MyPredictions />,
  9: () => <FollowsSection />,
  10: () => <FansSection />,
};

export function IndividualCenterPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const accounts = useAccounts();
  const session = useSession(accounts.session);
  const isAnchor = session.user?.isAnchor === 1;
  const route = centreRouteOf(params.get('type'), isAnchor);
  const customerId = customerIdOf(params.get('customerId'));

  useEffect(() => {
    if (route.kind === 'default') void navigate(centreHref(1), { replace: true });
  }, [route.kind, navigate]);

  const openType = route.kind === 'default' ? 1 : route.entry.type;
  const title = route.kind === 'default' ? '账号安全' : customerId !== undefined && openType === 6 ? 'TA的主页' : route.entry.label;
  return (
    <Container className={styles.page}>
      <nav className={styles.menu} aria-label="个人中心菜单">
        <h1 className={styles.menuTitle}>个人中心</h1>
        <ul className={styles.menuList}>
          {centreMenu(isAnchor).map((e) => (
            <li key={e.type}>
              <Link to={centreHref(e.type)} className={styles.menuLink} aria-current={e.type === openType && customerId === undefined ? 'page' : undefined}>
                {e.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className={styles.content} aria-labelledby="centre-title" data-testid={`centre-type-${openType}`}>
        <h2 id="centre-title" className={styles.title}>{title}</h2>
        {route.kind === 'forbidden'
          ? (
            <EmptyState text={API_MESSAGE.notAnchor}>
              <Link className={styles.primary} to="/anchorCertification">去认证</Link>
            </EmptyState>
          )
          : SECTIONS[openType](customerId)}
      </section>
    </Container>
  );
}
