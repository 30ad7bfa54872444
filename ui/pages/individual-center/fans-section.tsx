// Type 10 (anchors): fans — who follows me (/v1/customer/follow/from), each with their centre (type 6 with their
// customerId: card and conversation) and 回关 / 已关注 [FL-1].
import { Link } from 'react-router-dom';
import { useFollowAnchor } from '../../accounts/use-follow-anchor';
import { UserAvatar } from '../../components/avatar/user-avatar';
import { centreHref } from './centre-types';
import { LoadView } from './load-view';
import { Pager } from './pager';
import { useCentreCall } from './use-centre-call';
import { usePage } from './use-page';
import styles from './individual-center.module.css';

const PAGE_SIZE = 20;

export function FansSection() {
  const page = usePage();
  const fans = useCentreCall('/v1/customer/follow/from', { pageNum: page.pageNum, pageSize: PAGE_SIZE });
  const follow = useFollowAnchor();
  return (
    <LoadView load={fans.load} retry={fans.retry} empty="还没有粉丝" isEmpty={(d) => d.total === 0}>
      {(d) => (
        <>
          <p className={styles.muted} data-testid="fans-total">共 {d.total} 位粉丝</p>
          <ul className={styles.list} data-testid="fans">
            {d.list.map((u) => {
              const press = async () => {
                const next = await follow({ customerId: u.customerId, current: u.followStatus });
                if (next !== undefined) fans.set({ ...d, list: d.list.map((x) => (x === u ? { ...x, followStatus: next } : x)) });
              };
              return (
                <li key={u.customerId} className={styles.row}>
                  <UserAvatar nickname={u.nickname} avatar={u.avatar} size="md" />
                  <span className={styles.rowMain}>
                    <Link className={styles.rowTitle} to={centreHref(6, u.customerId)}>{u.nickname}</Link>
                    <span className={styles.muted}>LV{u.level}</span>
                  </span>
                  {u.followStatus === 1
                    ? <button type="button" className={styles.secondary} aria-pressed="true" onClick={() => void press()}>已关注</button>
                    : <button type="button" className={styles.primary} onClick={() => void press()}>回关</button>}
                </li>
              );
            })}
          </ul>
          <Pager page={page} total={d.total} pageSize={PAGE_SIZE} />
        </>
      )}
    </LoadView>
  );
}
