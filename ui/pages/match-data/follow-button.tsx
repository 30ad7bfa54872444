// 关注 / 已关注 for a competition or a team [FL-1] (aria-pressed); logged out it opens the login dialog.
import { Icon } from '../../components/icon/icon';
import type { FollowTarget } from './data-follow';
import styles from './match-data.module.css';
import { useDataFollow } from './use-data-follow';

export function FollowButton({ target }: { readonly target: FollowTarget }) {
  const follow = useDataFollow(target);
  const followed = follow.state?.followed === true;
  return (
    <button
      type="button"
      className={`${styles.followButton} ${followed ? styles.followed : ''}`}
      aria-pressed={followed}
      disabled={follow.busy}
      onClick={follow.toggle}
      data-testid="data-follow"
    >
      <Icon name="star" size={16} />
      {followed ? '已关注' : '关注'}
    </button>
  );
}
