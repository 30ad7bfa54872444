// The teams the user follows, per sport (/follow/act/list followType 2), for the match lists' marks: one ask per
// sport however many rows show a mark, asked again when a follow changes on the page (followChanges) and dropped
// at logout. Rows read it through useFollowedTeams (useSyncExternalStore), so a new answer re-renders only them.
import { useEffect, useSyncExternalStore } from 'react';
import type { Sport } from '../../../engine/core';
import type { HttpClient } from '../../api';
import { callJson } from '../../api';
import { useAccounts } from '../../accounts/use-accounts';
import { useSession } from '../../session/use-session';
import { SPORT_TYPE } from './data-calls';
import { followChanges } from './data-follow';

const NONE: ReadonlySet<number> = new Set();

export class FollowedTeams {
  private ids: Record<Sport, ReadonlySet<number>> = { football: NONE, basketball: NONE };
  /** What each sport's ids answer: the generation of follows they were asked in ('' not asked). */
  private askedIn: Record<Sport, string> = { football: '', basketball: '' };
  private generation = 1;
  private api: Pick<HttpClient, 'post'> | null = null;
  private readonly listeners = new Set<() => void>();

  of(sport: Sport): ReadonlySet<number> {
    return this.ids[sport];
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  /** Asks for the sport's follows unless they are current; logged out, there are none. */
  ensure(api: Pick<HttpClient, 'post'>, sport: Sport, loggedIn: boolean): void {
    this.api = api;
    if (!loggedIn) {
      this.askedIn[sport] = '';
      this.set(sport, NONE);
      return;
    }
    const asked = String(this.generation);
    if (this.askedIn[sport] === asked) return;
    this.askedIn[sport] = asked;
    void callJson(api, '/follow/act/list', { followType: 2, sportType: SPORT_TYPE[sport] }, { silent: true }).then((answer) => {
      if (this.askedIn[sport] !== asked || !answer.ok) return;
      this.set(sport, new Set(answer.data.list.map((item) => item.teamId).filter((id) => id > 0)));
    });
  }

  /** A follow changed: what was asked is stale; the sports asked before are asked again. */
  changed(): void {
    this.generation++;
    if (!this.api) return;
    for (const sport of ['football', 'basketball'] as const) if (this.askedIn[sport] !== '') this.ensure(this.api, sport, true);
  }

  private set(sport: Sport, ids: ReadonlySet<number>): void {
    if (this.ids[sport] === ids || (ids.size === 0 && this.ids[sport].size === 0)) return;
    this.ids = { ...this.ids, [sport]: ids };
    for (const l of this.listeners) l();
  }
}

export const FOLLOWED_TEAMS = new FollowedTeams();
followChanges.subscribe(() => FOLLOWED_TEAMS.changed());
const subscribe = (listener: () => void) => FOLLOWED_TEAMS.subscribe(listener);

export function useFollowedTeams(sport: Sport): ReadonlySet<number> {
  const accounts = useAccounts();
  const { isLoggedIn } = useSession(accounts.session);
  useEffect(() => FOLLOWED_TEAMS.ensure(accounts.api, sport, isLoggedIn), [accounts, sport, isLoggedIn]);
  return useSyncExternalStore(subscribe, () => FOLLOWED_TEAMS.of(sport));
}
