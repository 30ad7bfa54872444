// The logged-in user, as a small external store (STYLE.md item 12): React reads it through useSession(), plain code
// through getSnapshot(). The accounts work fills it (login, /v1/customer/info, logout, token expiry [HT-5]); the
// shell only reads it — to guard login-required routes [AU-11] and to choose between 登录 and the user's avatar.

/** User info (SPEC.md §3 "User info"); the accounts work owns the full shape. */
export interface SessionUser {
  readonly id: number;
  readonly nickname: string;
  readonly avatar: string;
  /** 1 anchor, 0 ordinary viewer. */
  readonly isAnchor: 0 | 1;
  /** The anchor's own live-room id. */
  readonly identifier?: string;
  readonly userCode?: string;
  readonly customerId?: number;
  /** Personal info: how many this user follows, and (shown for anchors only [SH-7]) how many follow them. */
  readonly followToCount?: number;
  readonly followFromCount?: number;
}

export interface SessionState {
  readonly isLoggedIn: boolean;
  readonly user: SessionUser | null;
  /** The anchor is broadcasting now: the header shows 开播中 and opens their room [AN-7]. */
  readonly anchorLiving: boolean;
}

export const LOGGED_OUT: SessionState = { isLoggedIn: false, user: null, anchorLiving: false };

export interface SessionStore {
  getSnapshot(): SessionState;
  subscribe(listener: () => void): () => void;
  logIn(user: SessionUser): void;
  /**
   * Tokens kept from an earlier page but no copy of the user (the page left before /v1/customer/info answered):
   * logged in, the user to come. A login-required route stays; the header waits for the user's details.
   */
  resumeWithoutUser(): void;
  /** Fresher details of the same login (/v1/customer/info after a reload); keeps anchorLiving. */
  updateUser(user: SessionUser): void;
  logOut(): void;
  setAnchorLiving(living: boolean): void;
}

export function createSessionStore(initial: SessionState = LOGGED_OUT): SessionStore {
  let state = initial;
  const listeners = new Set<() => void>();
  const set = (next: SessionState) => {
    if (next === state) return;
    state = next;
    listeners.forEach((listener) => listener());
  };
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    logIn: (user) => set({ isLoggedIn: true, user, anchorLiving: false }),
    resumeWithoutUser: () => set(state.isLoggedIn ? state : { isLoggedIn: true, user: null, anchorLiving: false }),
    updateUser: (user) => set(state.isLoggedIn ? { ...state, user } : { isLoggedIn: true, user, anchorLiving: false }),
    logOut: () => set(LOGGED_OUT),
    setAnchorLiving: (living) => set(state.isLoggedIn && state.anchorLiving !== living ? { ...state, anchorLiving: living } : state),
  };
}

/** The page's one session. */
export const sessionStore: SessionStore = createSessionStore();
