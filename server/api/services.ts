// What the /api plugin is built from (its deps) and what its routes share (the services made from them).
import type { Database } from '../db/database';
import type { AuthLimits } from '../auth/auth-config';
import type { Clock, Scheduler } from '../../engine/core/time/scheduler';
import { SYSTEM_SCHEDULER } from '../../engine/time';
import type { FeedTime, WallClock } from '../time/clocks';
import { feedTimeOf, wallClockOf } from '../time/clocks';
import type { RateLimiter } from '../auth/rate-limit';
import { createRateLimiter } from '../auth/rate-limit';
import type { RefreshFamilies } from '../auth/refresh-families';
import { createRefreshFamilies } from '../auth/refresh-families';
import type { AccountsKeys } from '../auth/secrets';
import type { SmsCodes } from '../auth/sms-codes';
import { createSmsCodes } from '../auth/sms-codes';
import type { SmsProvider } from '../auth/sms-provider';
import type { AccessTokens } from '../auth/tokens';
import { createAccessTokens } from '../auth/tokens';
import type { Authenticate } from './auth-guard';
import type { Dictionary } from './dictionary';
import { dictionaryFromEnv } from './dictionary';
import { createAuthenticator } from './auth-guard';
import type { EnvelopeKeys } from './envelope';
import type { MatchLookup } from './match-lookup';
import type { LiveState } from '../../engine/core';
import { EMPTY_STATE } from '../../engine/core';
import { CentreHistory } from './routes/match-centre-history';
import type { DataDaySpec } from '../data/data-days';
import { DataDays } from '../data/data-days';
import { ChatHub } from '../chat/chat-hub';
import type { PlaybackPolicy } from '../media/playback-policy';
import { playbackPolicy } from '../media/playback-policy';
import { roomMatchFrom } from '../chat/chat-runtime';
import { MemoryChatBus } from '../chat/memory-chat-bus';
import { MessageHub } from '../messages/message-hub';
import { MemoryMessageBus } from '../messages/memory-message-bus';
import type { AnchorDeps, AnchorServices } from '../anchors/anchor-services';
import { createAnchorServices } from '../anchors/anchor-services';
import type { UploadStorage } from '../uploads/upload-storage';
import { memoryUploadStorage } from '../uploads/upload-storage';
import type { UploadPolicy } from '../uploads/upload-config';
import { UPLOAD_POLICY_DEFAULTS } from '../uploads/upload-config';
import type { UploadKeeper } from '../uploads/upload-keeper';
import type { OtherDays } from '../days/other-days';
import { createUploadKeeper } from '../uploads/upload-keeper';
import { FeedAnchorAccounts } from '../anchors/feed-anchor-accounts';

export interface AccountsConfig {
  readonly keys: AccountsKeys;
  readonly limits: AuthLimits;
}

export interface ApiDeps {
  readonly db: Database;
  readonly sms: SmsProvider;
  /** Wall time (server/time/clocks.ts): tokens, limits, SMS codes, rows' times. */
  readonly clock: Clock;
  /** The feed's time, and so the product's day (server/time/clocks.ts); the wall clock's without a feed (tests of
   *  the routes alone). */
  readonly feedNow?: () => number;
  /** The routes' own timers (the live rooms' look); the system's by default. */
  readonly timers?: Scheduler;
  readonly config: AccountsConfig;
  /** Followed matches for follow/list_b [FL-5]. */
  readonly matchLookup: MatchLookup;
  /** The feed's state: match details, rooms and anchors (hover card [LS-14], streams [LS-13], carousel [AN-1]).
   *  Empty when left out. */
  readonly liveState?: () => LiveState;
  /** Server log lines of the accounts part (provider failures); app.ts hands it the server log; none by default. */
  readonly log?: (line: string) => void;
  /** /dict/getDictMap's entries; default: the built-in QR codes and home notice, no domains. */
  readonly dictionary?: Dictionary;
  /** The seasons of the data pages and the match centre's past: the feed's seed, counts and (a replay's) recorded
   *  day (FeedSource.otherDays). No seed: the match centre has no past; the data pages use the default seed's. */
  readonly matchCentre?: DataDaySpec;
  /** Live-room chat's hub, shared with the gateway's room channel (server/chat/); none: one of its own, on an
   *  in-process chat bus (tests of the routes alone). */
  readonly chat?: ChatHub;
  /** Private messages' hub (server/messages/), shared with the gateway's user channel; none: one of its own on
   *  an in-process bus (tests of the routes alone). */
  readonly messages?: MessageHub;
  /** How a room's video plays (server/media/playback-policy.ts); default: Agora when configured, else the FLV path. */
  readonly playback?: PlaybackPolicy;
  /** Certification and broadcasting (issue #14): settings, identity provider, room events, the stream side. */
  readonly anchors?: AnchorDeps;
  /** Where uploads are kept (server/uploads/); default: in memory (tests of the routes alone). */
  readonly uploads?: UploadStorage;
  /** Pixel cap, per-user quota, sweep (server/uploads/upload-config.ts); default UPLOAD_POLICY_DEFAULTS. */
  readonly uploadPolicy?: UploadPolicy;
  /** The lists of the feed's other days [LS-9] (server/days/); none: other days' lists are empty. */
  readonly otherDays?: OtherDays;
}

export interface Services {
  readonly db: Database;
  /** Tokens, limits, SMS codes, audits, rows' times. */
  readonly wall: WallClock;
  /** Matches, rooms and days [LS-2]. */
  readonly feed: FeedTime;
  readonly timers: Scheduler;
  readonly limits: AuthLimits;
  readonly keys: AccountsKeys;
  readonly envelopeKeys: EnvelopeKeys;
  readonly tokens: AccessTokens;
  readonly families: RefreshFamilies;
  readonly smsCodes: SmsCodes;
  readonly limiter: RateLimiter;
  readonly authenticate: Authenticate;
  readonly matchLookup: MatchLookup;
  readonly liveState: () => LiveState;
  readonly log: (line: string) => void;
  readonly dictionary: Dictionary;
  readonly centreHistory: CentreHistory;
  /** The data pages' seasons around the feed's day (server/data/). */
  readonly dataDays: DataDays;
  readonly chat: ChatHub;
  readonly messages: MessageHub;
  readonly playback: PlaybackPolicy;
  readonly anchors: AnchorServices;
  readonly uploads: UploadStorage;
  /** The uploads index and storage together: quota, what a proof or cover may be, the sweep. */
  readonly uploadKeeper: UploadKeeper;
  readonly otherDays: OtherDays | undefined;
  /** Accounts for the anchors the feed names (server/anchors/feed-anchor-accounts.ts). */
  readonly feedAnchors: FeedAnchorAccounts;
}

export function createServices(deps: ApiDeps): Services {
  const { db, clock, config } = deps;
  const { keys, limits } = config;
  const log = deps.log ?? (() => {});
  const limiter = createRateLimiter(db, clock);
  const tokens = createAccessTokens(keys.accessToken, limits.accessTtlMs, clock);
  const wall = wallClockOf(clock);
  const feed = feedTimeOf(deps.feedNow ?? (() => clock.now()));
  const liveState = deps.liveState ?? (() => EMPTY_STATE);
  const uploads = deps.uploads ?? memoryUploadStorage();
  const dataDays = new DataDays(deps.matchCentre, feed);
  return {
    chat: deps.chat ?? new ChatHub({ db, tokens, clock, bus: new MemoryChatBus(), liveState, roomMatch: roomMatchFrom(liveState) }),
    messages: deps.messages ?? new MessageHub({ db, clock, bus: new MemoryMessageBus(), tokens }),
    anchors: createAnchorServices(deps.anchors, { db, clock, liveState, log, hashKey: keys.seal }),
    uploads,
    uploadKeeper: createUploadKeeper({ db, storage: uploads, clock, policy: deps.uploadPolicy ?? UPLOAD_POLICY_DEFAULTS }),
    wall, feed, timers: deps.timers ?? SYSTEM_SCHEDULER, centreHistory: new CentreHistory(deps.matchCentre?.seed === undefined ? undefined : dataDays), dataDays,
    db, limits, keys, limiter, tokens, log, matchLookup: deps.matchLookup,
    dictionary: deps.dictionary ?? dictionaryFromEnv({}),
    liveState,
    otherDays: deps.otherDays,
    feedAnchors: new FeedAnchorAccounts(db, () => clock.now()),
    playback: deps.playback ?? playbackPolicy(undefined),
    envelopeKeys: { encKey: keys.envelopeEnc, macKey: keys.envelopeMac },
    families: createRefreshFamilies({ db, clock, sealKey: keys.seal, ttlMs: limits.refreshTtlMs, graceMs: limits.refreshGraceMs }),
    smsCodes: createSmsCodes({
      db, clock, limiter, provider: deps.sms, key: keys.smsCode, limits: limits.sms,
      onProviderError: (err) => log(`sms provider ${deps.sms.name} failed: ${err instanceof Error ? err.message : String(err)}`),
    }),
    authenticate: createAuthenticator(db, tokens),
  };
}
