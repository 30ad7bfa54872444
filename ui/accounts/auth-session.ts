// The login's life in the page: tokens kept by the HTTP client (localStorage, SPEC.md §3 "Locally kept"), the user
// in the session store and its local copy, token presence for the presence timer [AU-10]. Login fills the session
// from /v1/customer/info; a reload restores it from the copy at once and refreshes it from the server; logout and
// token expiry [HT-5] empty it.
import type { HttpClient } from '../api';
import type { Sport } from '../../engine/core';
import { SPORTS } from '../../engine/core';
import type { Toaster } from '../components/toast/toast-store';
import { parseSessionUser } from '../session/parse-session-user';
import type { SessionStore, SessionUser } from '../session/session-store';
import type { UserCache } from '../session/user-cache';
import type { AccountCalls } from './account-calls';
import { SUCCESS } from './account-messages';
import type { LoginAnswer } from './account-types';
import { sportsToReload } from './competition-reload';
import type { TokenPresence } from './token-presence';

export interface AuthSessionDeps {
  readonly api: Pick<HttpClient, 'setTokens' | 'logout' | 'tokens'>;
  readonly calls: Pick<AccountCalls, 'customerInfo' | 'endBroadcast'>;
  readonly session: SessionStore;
  readonly cache: UserCache;
  readonly presence: TokenPresence;
  readonly toast: Toaster;
  /** [AU-8] asks the lists to reload their competition categories. */
  readonly reloadCompetitions: (sports: readonly Sport[]) => void;
  /** The page path now (location.pathname). */
  readonly pathname: () => string;
}

export interface AuthSession {
  /** After /login or /loginByPassWord: keep the tokens, say 登录成功 [AU-12], load the user, reload categories [AU-8]. */
  completeLogin(answer: LoginAnswer): Promise<SessionUser | undefined>;
  /** Page load: the kept user at once (synchronously), then /v1/customer/info. Nothing without a token. */
  restore(): Promise<void>;
  /** /v1/customer/info into the session (after a follow count changed, say). */
  loadUser(): Promise<SessionUser | undefined>;
  /** /logout, tokens and user forgotten, 账号已退出 [AU-12]. */
  logout(): Promise<void>;
  /** [AU-9] an anchor who is live: end the broadcast, then log out. */
  endBroadcastAndLogout(): Promise<void>;
  /** The HTTP client's expiry hook [HT-5, HT-6]: the client cleared the tokens and reloads next. */
  forget(): void;
  /** Another tab logged in or out (a 'storage' event): follow it. */
  syncWithStorage(): void;
}

export function createAuthSession(deps: AuthSessionDeps): AuthSession {
  const { api, calls, session, cache, presence, toast } = deps;

  const loadUser = async (): Promise<SessionUser | undefined> => {
    const answer = await calls.customerInfo();
    const user = answer.ok ? parseSessionUser(answer.data) : undefined;
    // The answer may land after a logout (or a token expiry) that happened meanwhile: then it is old news.
    if (!user || api.tokens.access() === undefined) return undefined;
    cache.write(user);
    session.updateUser(user);
    return user;
  };

  const forget = () => {
    cache.clear();
    session.logOut();
    presence.check();
  };

  const restore = (): Promise<void> => {
    presence.check();
    if (api.tokens.access() === undefined) {
      if (session.getSnapshot().isLoggedIn) forget();
      return Promise.resolve();
    }
    const kept = cache.read();
    if (!session.getSnapshot().isLoggedIn) {
      if (kept) session.logIn(kept);
      else session.resumeWithoutUser(); // [AU-11] the tokens are the login: a login-required route must not send it home
    }
    deps.reloadCompetitions(SPORTS); // SPEC.md §4: token presence loads the lists of both sports
    return loadUser().then(() => undefined);
  };

  const logout = async () => {
    const leaving = api.logout(); // forgets the tokens at once; /logout revokes the refresh family when reachable
    forget();
    toast.success(SUCCESS.loggedOut);
    await leaving;
  };

  return {
    async completeLogin(answer) {
      api.setTokens({ accessToken: answer.accessToken, refreshToken: answer.refreshToken });
      presence.check();
      toast.success(SUCCESS.loggedIn);
      const user = await loadUser();
      deps.reloadCompetitions(sportsToReload(deps.pathname()));
      return user;
    },
    restore,
    loadUser,
    logout,
    async endBroadcastAndLogout() {
      await calls.endBroadcast();
      session.setAnchorLiving(false);
      await logout();
    },
    forget,
    syncWithStorage() {
      const hasToken = api.tokens.access() !== undefined;
      if (hasToken === session.getSnapshot().isLoggedIn) {
        presence.check();
        return;
      }
      void restore();
    },
  };
}
