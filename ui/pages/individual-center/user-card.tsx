// Another user's card in their centre (/v1/personal/custom/info): avatar, nickname, levels, bio, follows and fans,
// and 关注 / 已关注 (anchors and users alike [FL-1]); an anchor's profile one click away. 用户不存在 for an id that is
// nobody.
import { useFollowAnchor } from '../../accounts/use-follow-anchor';
import { API_CODE } from '../../../contract/codes';
import { OWN_TAB_LINK } from '../../app/own-tab';
import { UserAvatar } from '../../components/avatar/user-avatar';
import { EmptyState } from '../../components/feedback-state/empty-state';
import { profileUrl } from '../../components/search-panel/anchor-links';
import { bioText } from '../personal-homepage/profile-load';
import { LoadView } from './load-view';
import { useCentreCall } from './use-centre-call';
import styles from './individual-center.module.css';

export function UserCard({ customerId }: { readonly customerId: number }) {
  const card = useCentreCall('/v1/personal/custom/info', { customerId });
  const follow = useFollowAnchor();
  if (card.load.kind === 'failed' && card.load.code === API_CODE.notFound) return <EmptyState text="用户不存在" />;
  return (
    <LoadView load={card.load} retry={card.retry} empty="用户不存在" isEmpty={() => false}>
      {(u) => {
        const press = async () => {
          const next = await follow({ customerId: u.customerId, current: u.followStatus });
          if (next !== undefined) card.set({ ...u, followStatus: next, followFromCount: u.followFromCount + (next === 1 ? 1 : -1) });
        };
        return (
          <div className={styles.card} data-testid="user-card">
            <UserAvatar nickname={u.nickname} avatar={u.avatar} size="lg" />
            <span className={styles.rowMain}>
              <span className={styles.subtitle} data-testid="user-card-name">{u.nickname}</span>
              <span className={styles.muted}>
                {u.levelTxt}{u.isAnchor === 1 && u.anchorLevelTxt ? ` · ${u.anchorLevelTxt}` : ''} · 关注 {u.followToCount} · 粉丝 {u.followFromCount}
              </span>
              <span className={styles.muted}>{bioText(u.description)}</span>
            </span>
            <span className={styles.cardActions}>
              {u.isAnchor === 1 && <a className={styles.secondary} href={profileUrl(u.customerId)} {...OWN_TAB_LINK}>主播主页</a>}
              {!u.isSelf && (u.followStatus === 1
                ? <button type="button" className={styles.secondary} aria-pressed="true" onClick={() => void press()}>已关注</button>
                : <button type="button" className={styles.primary} onClick={() => void press()}>关注</button>)}
            </span>
          </div>
        );
      }}
    </LoadView>
  );
}
