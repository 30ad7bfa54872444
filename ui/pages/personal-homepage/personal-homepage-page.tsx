// /personalHomepage?customId= : an anchor's profile [AN-5, LR-6] (opens in a new tab from the avatars and names).
// Avatar (the live room while live), nickname, bio or 这个人很懒，还没有设置个性签名, anchor and prediction levels,
// fans and follows, live status with 进入直播间, recent forecasts or 近期无预测, and 关注 (logged out: the login
// dialog; one's own account: 无法关注自己的账号～), and while not live 开播提醒 / 已设提醒 (remind-button.tsx). States: loading, 主播不存在, a failure with 重新加载.
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { callJson } from '../../api';
import { useAccounts } from '../../accounts/use-accounts';
import { useFollowAnchor } from '../../accounts/use-follow-anchor';
import { PrivateMessageButton } from '../../components/private-messages/private-message-button';
import { UserAvatar } from '../../components/avatar/user-avatar';
import { RoomStateBadge } from '../../components/badge/room-state-badge';
import { Container } from '../../components/container/container';
import { EmptyState } from '../../components/feedback-state/empty-state';
import { ErrorState } from '../../components/feedback-state/error-state';
import { PredictionTags } from '../../components/prediction-tags/prediction-tags';
import { SectionCard } from '../../components/section-card/section-card';
import { SkeletonBlock } from '../../components/skeleton/skeleton-block';
import { avatarTarget, roomUrl } from '../../components/search-panel/anchor-links';
import type { Profile, ProfileLoad } from './profile-load';
import { bioText, countText, customIdOf, NO_FORECASTS_TEXT, profileLoadOf, UNKNOWN_ANCHOR_TEXT } from './profile-load';
import styles from './personal-homepage.module.css';
import { RemindButton } from './remind-button';

export function PersonalHomepagePage() {
  const { api } = useAccounts();
  const customId = customIdOf(useSearchParams()[0].get('customId'));
  const [load, setLoad] = useState<ProfileLoad>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (customId === undefined) {
      setLoad({ kind: 'unknown' });
      return undefined;
    }
    let current = true;
    setLoad({ kind: 'loading' });
    // silent: the page shows what went wrong itself
    void callJson(api, '/anchor/homepage', { customId }, { silent: true }).then((answer) => { if (current) setLoad(profileLoadOf(answer)); });
    return () => { current = false; };
  }, [api, customId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const setProfile = useCallback((profile: Profile) => setLoad({ kind: 'loaded', profile }), []);

  return (
    <Container className={styles.page}>
      {load.kind === 'loading' && <ProfileSkeleton />}
      {load.kind === 'unknown' && <EmptyState text={UNKNOWN_ANCHOR_TEXT} />}
      {load.kind === 'failed' && <ErrorState message={load.msg} onRetry={retry} />}
      {load.kind === 'loaded' && <ProfileView profile={load.profile} onChange={setProfile} />}
    </Container>
  );
}

function ProfileSkeleton() {
  return (
    <div className={styles.card} data-testid="profile-loading" aria-busy="true" aria-label="加载中">
      <SkeletonBlock shape="circle" className={styles.avatarSkeleton} />
      <div className={styles.info}>
        <SkeletonBlock className={styles.lineSkeleton} />
        <SkeletonBlock className={styles.lineSkeleton} />
      </div>
    </div>
  );
}

function ProfileView({ profile: p, onChange }: { readonly profile: Profile; readonly onChange: (p: Profile) => void }) {
  const follow = useFollowAnchor();
  const target = avatarTarget({ customerId: p.customerId, living: p.living, roomId: p.roomId });
  const avatar = <UserAvatar nickname={p.nickname} avatar={p.avatar} size="lg" />;
  const press = async () => {
    const next = await follow({ customerId: p.customerId, current: p.followStatus });
    if (next !== undefined) onChange({ ...p, followStatus: next, fansCount: p.fansCount === null ? null : p.fansCount + (next === 1 ? 1 : -1) });
  };

  return (
    <>
      <section className={styles.card} aria-label="主播资料" data-testid="anchor-profile">
        <div className={styles.avatar}>
          {/* [LR-6] the avatar enters the room while the anchor is live */}
          {p.living && !target.newTab ? <Link to={target.href} aria-label={`进入${p.nickname}的直播间`}>{avatar}</Link> : avatar}
          {p.living && <span className={styles.liveMark}>直播中</span>}
        </div>
        <div className={styles.info}>
          <h1 className={styles.nickname}>{p.nickname}</h1>
          <p className={styles.levels}>
            {p.anchorLevel > 0 && <span className={styles.level}>{p.anchorLevelTxt || `主播LV${p.anchorLevel}`}</span>}
            {p.predictionLevel > 0 && <span className={styles.predictionLevel}>预测LV{p.predictionLevel}{p.predictionLevelTxt && ` · ${p.predictionLevelTxt}`}</span>}
            <PredictionTags data={p} />
          </p>
          <p className={styles.bio} data-testid="anchor-bio">{bioText(p.description)}</p>
          <dl className={styles.counts}>
            <div><dt>粉丝</dt><dd data-testid="fans-count">{countText(p.fansCount)}</dd></div>
            <div><dt>关注</dt><dd>{countText(p.followCount)}</dd></div>
          </dl>
        </div>
        <div className={styles.actions}>
          <RoomStateBadge living={p.living} idleLabel="未开播" />
          {p.living && p.roomId !== null && <Link className={styles.primary} to={roomUrl(p.roomId)}>进入直播间</Link>}
          {p.account && (p.followStatus === 2
            ? <button type="button" className={styles.primary} onClick={() => void press()}>关注</button>
            : <button type="button" className={styles.secondary} aria-pressed="true" onClick={() => void press()}>已关注</button>)}
          {p.account && !p.living && (
            <RemindButton anchorId={p.customerId} reminded={p.reminded ?? false} className={p.reminded ? styles.secondary : styles.primary}
              onChange={(reminded) => onChange({ ...p, reminded })} />
          )}
          {p.account && <PrivateMessageButton customerId={p.customerId} className={styles.secondary} />}
        </div>
      </section>
      <SectionCard title="近期预测" className={styles.forecasts}
        tools={p.account && p.forecasts.length > 0 ? <Link to={`/forecast?anchorId=${p.customerId}`}>预测战绩</Link> : undefined}>
        {p.forecasts.length === 0 ? <EmptyState text={NO_FORECASTS_TEXT} /> : (
          <ul className={styles.forecastList}>
            {p.forecasts.map((f) => (
              <li key={f.schemeId ?? f.matchId} className={styles.forecast} data-testid="profile-forecast">
                {f.schemeId !== undefined
                  ? <Link to={`/forecastDetail?schemeId=${f.schemeId}`}>{f.homeTeamName} VS {f.awayTeamName}</Link>
                  : <span>{f.homeTeamName} VS {f.awayTeamName}</span>}
                <span className={f.isFinish && f.isHit ? styles.hit : styles.pending}>{f.isFinish ? (f.isHit ? '命中' : '未中') : '待开奖'}</span>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </>
  );
}
