// The follow menu's lists (/follow/act/list {followType, sportType}): the user's follows and the hot group (ids
// 9999998 热门赛事 / 9999999 热门球队, SPEC.md §7). Asked when logged in, and again after a follow changes on the page.
import { useEffect, useState } from 'react';
import type { Sport } from '../../../engine/core';
import type { DataOf } from '../../api';
import { callJson } from '../../api';
import type { CallAt } from '../../api';
import { useAccounts } from '../../accounts/use-accounts';
import { useSession } from '../../session/use-session';
import { SPORT_TYPE } from './data-calls';
import type { FollowKind } from './data-follow';
import { followChanges } from './data-follow';

export type FollowList = DataOf<CallAt<'/follow/act/list'>>;
export type FollowListLoad = { readonly status: 'loggedOut' | 'loading' | 'failed' } | { readonly status: 'ready'; readonly list: FollowList };

export function useFollowList(sport: Sport, kind: FollowKind): FollowListLoad {
  const accounts = useAccounts();
  const { isLoggedIn } = useSession(accounts.session);
  const [load, setLoad] = useState<FollowListLoad>({ status: isLoggedIn ? 'loading' : 'loggedOut' });
  const [changes, setChanges] = useState(0);
  useEffect(() => followChanges.subscribe(() => setChanges((n) => n + 1)), []);
  useEffect(() => {
    if (!isLoggedIn) {
      setLoad({ status: 'loggedOut' });
      return;
    }
    let live = true;
    void callJson(accounts.api, '/follow/act/list', { followType: kind === 'competition' ? 1 : 2, sportType: SPORT_TYPE[sport] }, { silent: true }).then((answer) => {
      if (live) setLoad(answer.ok ? { status: 'ready', list: answer.data } : { status: 'failed' });
    });
    return () => { live = false; };
  }, [accounts, sport, kind, isLoggedIn, changes]);
  return load;
}
