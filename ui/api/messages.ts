// The client's fixed copy (SPEC.md §8 error catalogue; RULES.md HT-*). Server messages are shown as they come.
export const MSG = {
  /** [HT-4] */
  rateLimited: '请求过于频繁，请稍后重试！',
  /** [HT-5] and a failed refresh [HT-6]. */
  loginExpired: '登录过期，请重新登录',
  /** [HT-7] request setup failure; also an answer that is not a readable envelope. */
  serverError: '服务器异常',
  /** [HT-7] a network error is toasted with its own message; this one when it has none. */
  networkError: '网络异常，请检查网络连接',
  /** The 30 s timeout [HT-1] is a network error with this message. */
  timeout: '请求超时，请稍后重试',
} as const;

/** Answer codes the client acts on (SPEC.md §8); server/api/errors.ts is the server's side of this list. */
export const CODE = {
  ok: 0,
  rateLimited: 4000,
  loginExpired: 10030,
  tokenInvalid: 10040,
  tokenExpired: 10050,
} as const;
