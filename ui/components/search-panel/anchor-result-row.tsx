// One anchor result [AN-6] (SPEC.md §2): avatar (the live room while live, else the profile [LR-6]), 直播中 when
// livingStatus, level, nickname, and 关注 while followStatus is 2, otherwise 私信 (a private message: the
// conversation window, ui/components/private-messages). An anchor without an account (the feed's get theirs when
// the feed names them: server/anchors/feed-anchor-accounts.ts) cannot be followed or messaged: no button.
import { Link } from 'react-router-dom';
import { useFollowAnchor } from '../../accounts/use-follow-anchor';
import { UserAvatar } from '../avatar/user-avatar';
import { PredictionTags } from '../prediction-tags/prediction-tags';
import { PrivateMessageButton } from '../private-messages/private-message-button';
import { avatarTarget, profileUrl } from './anchor-links';
import type { AnchorRow } from './search-state';
import styles from './search-panel.module.css';
import { OWN_TAB_LINK } from '../../app/own-tab';

export function AnchorResultRow({ row, onFollowed, onLeave }: {
  readonly row: AnchorRow;
  readonly onFollowed: (customerId: number) => void;
  readonly onLeave: () => void;
}) {
  const follow = useFollowAnchor();
  const living = row.livingStatus === 1;
  const target = avatarTarget({ customerId: row.customerId, living, roomId: row.roomId });
  const avatar = (
    <span className={styles.avatarWrap}>
      <UserAvatar nickname={row.nickname} avatar={row.avatar} size="lg" />
      {living && <span className={styles.liveMark}>直播中</span>}
    </span>
  );
  const press = async () => {
    const next = await follow({ customerId: row.customerId, current: row.followStatus, prepareId: row.prepareId });
    if (next !== undefined) onFollowed(row.customerId);
  };
  return (
    <li className={`${styles.row} ${styles.anchorRow}`} data-testid="anchor-result">
      {target.newTab
        ? <a href={target.href} {...OWN_TAB_LINK} aria-label={`${row.nickname}的主页`}>{avatar}</a>
        : <Link to={target.href} onClick={onLeave} aria-label={`进入${row.nickname}的直播间`}>{avatar}</Link>}
      <div className={styles.body}>
        <p className={styles.line}>
          <a className={styles.nickname} href={profileUrl(row.customerId)} {...OWN_TAB_LINK}>{row.nickname}</a>
          {row.anchorLevel > 0 && <span className={styles.level}>LV{row.anchorLevel}</span>}
          {row.predictionLevel > 0 && <span className={styles.predictionLevel}>预测LV{row.predictionLevel}</span>}
        </p>
        <PredictionTags data={row} />
      </div>
      {row.account && (row.followStatus === 2
        ? <button type="button" className={styles.primary} onClick={() => void press()}>关注</button>
        : <PrivateMessageButton customerId={row.customerId} className={styles.secondary} testId="anchor-private-message" />)}
    </li>
  );
}
