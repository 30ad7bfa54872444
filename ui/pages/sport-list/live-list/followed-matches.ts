// The account's followed matches on the page [FL-1] [FL-5] [LS-9]: loaded from /v1/{sport}/follow/list_b on login
// (and on load when a login is kept), cleared on logout, changed by the rows' follow stars. Every change goes to the
// engine (`setFollowed`), which moves the rows' `followed` field and the 关注 view. The list_b pages are binary
// (MatchListResponse): the worker decodes them (`followedFromList`), since ui/ may not import engine/wire.
import type { Sport } from '../../../../engine/core';
import type { Accounts } from '../../../accounts/accounts';
import type { EngineClient } from '../../../engine-client';
import { callBinary } from '../../../api';

type FollowedEngine = Pick<EngineClient, 'setFollowed' | 'followedFromList'>;

import { FOLLOW_PAGE_SIZE } from '../../../../contract/limits';

export { FOLLOW_PAGE_SIZE }; // [FL-5]
const MAX_PAGES = 20;
const SPORTS: readonly Sport[] = ['football', 'basketball'];

const followed: Record<Sport, Set<number>> = { football: new Set(), basketball: new Set() };
let engine: FollowedEngine | undefined;

/** Whether the account follows the match, as the page knows it. */
export const isFollowed = (sport: Sport, matchId: number): boolean => followed[sport].has(matchId);

/** A star's change [FL-1]: kept here and told to the engine. */
export function setMatchFollowed(sport: Sport, matchId: number, on: boolean): void {
  if (on) followed[sport].add(matchId);
  else followed[sport].delete(matchId);
  void engine?.setFollowed(sport, [...followed[sport]]);
}

/** Every page of the sport's list_b through the worker: the followed ids, or undefined when a request failed. */
export async function loadFollowed(accounts: Pick<Accounts, 'api'>, target: FollowedEngine, sport: Sport): Promise<number[] | undefined> {
  const pages: ArrayBuffer[] = [];
  for (let pageNum = 1; pageNum <= MAX_PAGES; pageNum++) {
    const answer = await callBinary(accounts.api, `/v1/${sport}/follow/list_b`, { pageNum, pageSize: FOLLOW_PAGE_SIZE, queryOrder: 1 });
    if (!answer.ok) return undefined;
    pages.push(answer.data);
    const ids = await target.followedFromList(sport, pages);
    if (ids === false) return undefined;
    if (ids.length < pageNum * FOLLOW_PAGE_SIZE) return ids;
  }
  return [...followed[sport]];
}

/**
 * Follows the session for the page's engine: logged in (now or later), both sports' followed matches are loaded;
 * logged out, they are cleared. Answers the stop function.
 */
export function startFollowedSync(client: FollowedEngine, accounts: Pick<Accounts, 'api' | 'session'>): () => void {
  engine = client;
  let loggedIn = false;
  let generation = 0;
  const onSession = () => {
    const now = accounts.session.getSnapshot().isLoggedIn;
    if (now === loggedIn) return;
    loggedIn = now;
    const mine = ++generation;
    if (!now) {
      for (const sport of SPORTS) {
        followed[sport] = new Set();
        void client.setFollowed(sport, []);
      }
      return;
    }
    for (const sport of SPORTS) {
      void loadFollowed(accounts, client, sport).then((ids) => {
        if (ids && mine === generation) followed[sport] = new Set(ids);
      });
    }
  };
  onSession();
  const off = accounts.session.subscribe(onSession);
  return () => {
    off();
    if (engine === client) engine = undefined;
  };
}
