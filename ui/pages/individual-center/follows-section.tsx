// Type 9: my follows — matches (/v1/personal/follow/matches), teams and competitions of each sport
// (/follow/act/list), and anchors (/v1/customer/follow/to), each with 取消关注 [FL-1]: the row goes, and the
// success copy of SPEC.md §8 is shown.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { FollowListItem } from '../../../contract/follow-act';
import type { Sport } from '../../../engine/core';
import { SUCCESS } from '../../accounts/account-messages';
import { useAccounts } from '../../accounts/use-accounts';
import { callJson } from '../../api/calls';
import { OWN_TAB_LINK } from '../../app/own-tab';
import { UserAvatar } from '../../components/avatar/user-avatar';
import { messageTime } from '../../components/private-messages/message-time';
import { profileUrl } from '../../components/search-panel/anchor-links';
import { matchDetailUrl } from '../../components/streams-popup/stream-links';
import { TabBar } from '../../components/tab-bar/tab-bar';
import { useScheduler } from '../../time/scheduler-context';
import { competitionPath, teamPath } from '../match-data/data-paths';
import { LoadView } from './load-view';
import { useCentreCall } from './use-centre-call';
import styles from './individual-center.module.css';

type Tab = 'matches' | 'teams' | 'competitions' | 'anchors';
const TABS = [
  { id: 'matches', label: '比赛' }, { id: 'teams', label: '球队' }, { id: 'competitions', label: '赛事' }, { id: 'anchors', label: '主播' },
] as const;
const SPORTS = [{ id: 'football', label: '足球' }, { id: 'basketball', label: '篮球' }] as const;
const SPORT_OF_TYPE = { 1: 'football', 2: 'basketball' } as const;

export function FollowsSection() {
  const [tab, setTab] = useState<Tab>('matches');
  return (
    <>
      <TabBar label="关注分类" items={TABS} selected={tab} onSelect={setTab} />
      {tab === 'matches' && <FollowedMatches />}
      {tab === 'teams' && <FollowedActs followType={2} />}
      {tab === 'competitions' && <FollowedActs followType={1} />}
      {tab === 'anchors' && <FollowedAnchors />}
    </>
  );
}

function UnfollowButton({ onPress }: { readonly onPress: () => Promise<void> }) {
  const [pending, setPending] = useState(false);
  return (
    <button type="button" className={styles.secondary} disabled={pending} onClick={() => {
      setPending(true);
      void onPress().finally(() => setPending(false));
    }}>取消关注</button>
  );
}

function FollowedMatches() {
  const accounts = useAccounts();
  const matches = useCentreCall('/v1/personal/follow/matches', {});
  const now = useScheduler().now();
  return (
    <LoadView load={matches.load} retry={matches.retry} empty="还没有关注比赛" isEmpty={(d) => d.length === 0}>
      {(d) => (
        <ul className={styles.list} data-testid="followed-matches">
          {d.map((m) => {
            const sport: Sport = SPORT_OF_TYPE[m.sportType as 1 | 2] ?? 'football';
            const unfollow = async () => {
              const r = await accounts.calls.followMatch(m.matchId, sport, 2);
              if (!r.ok) return;
              accounts.toast.success(SUCCESS.unfollowed);
              matches.set(d.filter((x) => x !== m));
            };
            return (
              <li key={`${m.sportType}:${m.matchId}`} className={styles.row}>
                <span className={styles.rowMain}>
                  <a className={styles.rowTitle} href={matchDetailUrl(m.matchId, sport)} {...OWN_TAB_LINK}>
                    {m.homeTeamName} {m.statusId === 1 ? 'VS' : `${m.homeScore} : ${m.awayScore}`} {m.awayTeamName}
                  </a>
                  <span className={styles.muted}>{sport === 'football' ? '足球' : '篮球'} · {m.competitionName} · {messageTime(m.matchTime * 1000, now)}</span>
                </span>
                <UnfollowButton onPress={unfollow} />
              </li>
            );
          })}
        </ul>
      )}
    </LoadView>
  );
}

function FollowedActs({ followType }: { readonly followType: 1 | 2 }) {
  const { api, toast } = useAccounts();
  const [sport, setSport] = useState<Sport>('football');
  const list = useCentreCall('/follow/act/list', { followType, sportType: sport === 'football' ? 1 : 2 });
  const noun = followType === 1 ? '赛事' : '球队';
  return (
    <>
      <TabBar label={`${noun}的运动`} items={SPORTS} selected={sport} onSelect={setSport} variant="pill" />
      <LoadView load={list.load} retry={list.retry} empty={`还没有关注${noun}`} isEmpty={(d) => d.list.length === 0}>
        {(d) => (
          <ul className={styles.list} data-testid={followType === 1 ? 'followed-competitions' : 'followed-teams'}>
            {d.list.map((f: FollowListItem) => {
              const [id, name, logo] = followType === 1 ? [f.compId, f.compName, f.compLogo] : [f.teamId, f.teamName, f.teamLogo];
              const unfollow = async () => {
                if (f.followerId === null) return;
                const r = await callJson(api, '/follow/act/unfollow', { followIds: [f.followerId] });
                if (!r.ok) return;
                toast.success(SUCCESS.unfollowed);
                list.set({ ...d, list: d.list.filter((x) => x !== f) });
              };
              return (
                <li key={f.followerId ?? id} className={styles.row}>
                  <UserAvatar nickname={name} avatar={logo} size="md" />
                  <span className={styles.rowMain}>
                    <Link className={styles.rowTitle} to={followType === 1 ? competitionPath(sport, id) : teamPath(sport, id)}>{name}</Link>
                  </span>
                  <UnfollowButton onPress={unfollow} />
                </li>
              );
            })}
          </ul>
        )}
      </LoadView>
    </>
  );
}

function FollowedAnchors() {
  const { api, toast } = useAccounts();
  const list = useCentreCall('/v1/customer/follow/to', { pageNum: 1, pageSize: 100 });
  return (
    <LoadView load={list.load} retry={list.retry} empty="还没有关注主播" isEmpty={(d) => d.list.length === 0}>
      {(d) => (
        <ul className={styles.list} data-testid="followed-anchors">
          {d.list.map((u) => {
            const unfollow = async () => {
              const r = await callJson(api, '/v1/customer/follow/action', { status: 2, followCustomerId: u.customerId });
              if (!r.ok) return;
              toast.success(SUCCESS.unfollowed);
              list.set({ total: d.total - 1, list: d.list.filter((x) => x !== u) });
            };
            return (
              <li key={u.customerId} className={styles.row}>
                <UserAvatar nickname={u.nickname} avatar={u.avatar} size="md" />
                <span className={styles.rowMain}>
                  {u.isAnchor === 1
                    ? <a className={styles.rowTitle} href={profileUrl(u.customerId)} {...OWN_TAB_LINK}>{u.nickname}</a>
                    : <span className={styles.rowTitle}>{u.nickname}</span>}
                  <span className={styles.muted}>{u.description || '这个人很懒，还没有设置个性签名'}</span>
                </span>
                <UnfollowButton onPress={unfollow} />
              </li>
            );
          })}
        </ul>
      )}
    </LoadView>
  );
}
