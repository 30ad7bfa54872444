// ui/api: the browser's HTTP client (http-client.ts) and its parts.
export { createHttpClient, REFRESH_HEADER, TIMEOUT_MS } from './http-client';
export type { ApiOutcome, ClientTimers, FailureKind, FetchLike, HttpClient, HttpClientDeps, Notifier, RequestOptions, SessionHooks } from './http-client';
export { broadcastChannelLock, noCrossTabLock, pickCrossTabLock, webLocksLock, REFRESH_LOCK_NAME } from './cross-tab-lock';
export type { ChannelLike, CrossTabLock, LockEnvironment, LockManagerLike } from './cross-tab-lock';
export { createEnvelopeOpener } from './envelope-decrypt';
export type { CipherFactory, ClientKey, EnvelopeOpener, OpenResult } from './envelope-decrypt';
export { CODE, MSG } from './messages';
export { callBinary, callJson } from './calls';
export type { BinaryPath, CallAt, DataOf, JsonPath, RequestOf } from './calls';
export { createTokenStore, MemoryStorage, STORAGE_KEY } from './token-store';
export type { StorageLike, Tokens, TokenStore } from './token-store';
